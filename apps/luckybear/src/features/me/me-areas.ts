// The casino's "me" tab: every personal area, in order; paths without the locale prefix.
// Spec: not shown — a luckybear "me" page. Choice: /luckybear/me, the tab bar's last tab, listing
// the balances and orders, recharge, rewards, VIP, settings and feedback, then gift codes, locked
// bonuses, the balance history, the agent programme and the country.
export const LUCKYBEAR_ME_AREAS = [
  { key: "money", path: "/luckybear/money" },
  { key: "recharge", path: "/luckybear/money/pay" },
  { key: "rewards", path: "/luckybear/rewards" },
  { key: "vip", path: "/luckybear/vip" },
  { key: "settings", path: "/user/setting" },
  { key: "feedback", path: "/user/feedback" },
  // Issue 13: the rest of the casino's service, each two taps from the lobby (me tab, then the area).
  { key: "giftcode", path: "/luckybear/giftcode" },
  { key: "locked", path: "/luckybear/money/locked" },
  { key: "history", path: "/luckybear/money/history" },
  { key: "agent", path: "/luckybear/agent" },
  { key: "country", path: "/luckybear/country" },
] as const;

export type LuckybearMeAreaKey = (typeof LUCKYBEAR_ME_AREAS)[number]["key"];
