/** The personal areas the "me" page lists, in order; paths without the locale prefix. */
export const ME_AREAS = [
  { key: "wallet", path: "/wallet" },
  { key: "orders", path: "/user/orders" },
  { key: "invites", path: "/share" },
  { key: "giftCodes", path: "/giftcode" },
  // Spec: not shown — an xworld VIP page. Choice: the profile, which shows the player's VIP level.
  { key: "vip", path: "/profile" },
  { key: "settings", path: "/user/setting" },
  { key: "feedback", path: "/user/feedback" },
  { key: "honor", path: "/honor" },
  { key: "battleRecord", path: "/battle/record" },
  { key: "partner", path: "/partner" },
  { key: "rewards", path: "/reward" },
  { key: "newbie", path: "/activity/newbie" },
  { key: "votes", path: "/voteV2/mine" },
  { key: "holdings", path: "/invest/holdings" },
  { key: "collection", path: "/library" },
  { key: "pets", path: "/petV2" },
  { key: "market", path: "/market?backShow=1" },
  { key: "editProfile", path: "/profile/edit" },
  { key: "paymentMethods", path: "/user/payment" },
  { key: "inviteCode", path: "/user/bindCode" },
  { key: "followTasks", path: "/offer" },
  { key: "downloadApp", path: "/task/download" },
] as const;

export type MeAreaKey = (typeof ME_AREAS)[number]["key"];
