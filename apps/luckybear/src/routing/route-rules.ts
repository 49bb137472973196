// The casino's route rules, as data plus pure functions. The spec lists the luckybear routes without
// saying which need a login; Spec: not shown — our choice: the money pages (balances, recharge,
// withdrawal) need a signed-in player, the lobby and game tabs are open to everyone.
import { matchesAny, type RoutePattern } from "@repo/app-shell/route-pattern";
import type { AppRouteRules, TabBarTable, TelegramBackAction } from "@repo/app-shell/runtime/route-rules";
import { isTabRoot, tabInTable } from "@repo/app-shell/runtime/tab-bar-table";
import type { PlatformKind } from "@repo/session/types";

/**
 * The rewards screens (hub, wheel, free lottery, live prizes, championships, VIP). Spec: not shown —
 * these routes and their login rule. Choice: they all show the player's own chances and rewards, so they
 * need a signed-in player and re-read user info (the balance a reward changes).
 */
export const REWARD_ROUTES: readonly RoutePattern[] = [
  "/luckybear/rewards",
  "/luckybear/spin",
  "/luckybear/lottery",
  "/luckybear/prizes",
  "/luckybear/champions/*",
  "/luckybear/vip",
];

/**
 * The rest of the casino's service (issue 13). Spec: not shown — these routes and their login rule.
 * Choice: the agent programme, gift codes and the country are the player's own, so they need a
 * signed-in player; locked bonuses (/money/locked) and the balance history (/money/history) are money
 * pages. They show the tab bar of the tab that owns them (TAB_BAR below).
 */
export const SERVICE_ROUTES: readonly RoutePattern[] = ["/luckybear/agent", "/luckybear/giftcode", "/luckybear/country"];

export const LOGIN_REQUIRED: readonly RoutePattern[] = ["/luckybear/money/*", "/luckybear/invite", ...REWARD_ROUTES, ...SERVICE_ROUTES];

/** Pages that show balances re-read user info when opened. */
export const REFETCH_USER_INFO: readonly RoutePattern[] = ["/luckybear/money/*", ...REWARD_ROUTES, "/luckybear/giftcode"];

export function requiresLogin(path: string): boolean {
  return matchesAny(LOGIN_REQUIRED, path);
}

export function redirectsToLogin(path: string, platform: PlatformKind, loggedIn: boolean): boolean {
  return !loggedIn && platform !== "telegram" && requiresLogin(path);
}

export function showsLoadingOverlay(path: string, _platform: PlatformKind, hasInit: boolean): boolean {
  return !hasInit && requiresLogin(path);
}

export function refetchesUserInfo(path: string): boolean {
  return matchesAny(REFETCH_USER_INFO, path);
}

/** Pages where money moves keep the screen clear of the feedback ball. */
export const FEEDBACK_BALL_HIDDEN: readonly RoutePattern[] = ["/luckybear/money/*", "/user/*"];

export function showsFeedbackBall(path: string, gameType: string): boolean {
  return gameType === "telegram" || !matchesAny(FEEDBACK_BALL_HIDDEN, path);
}

/**
 * The casino's bottom tab bar (issue 13): each tab with the page its link opens and the areas it owns;
 * the bar shows, with that tab current, on every page of those areas that is not a flow step.
 * Spec: not shown — the spec has no tab bar. Choice: the spin, the free lottery, live prizes,
 * championships and VIP are rewards; the agent programme is invite's (agents bring players with their
 * links); the balances, their history, locked bonuses, gift codes, the country, settings and feedback
 * are the player's own, so me's (the me tab lists them all).
 */
export const TAB_BAR = {
  tabs: [
    { tab: "home", root: "/luckybear", owns: ["/"] },
    { tab: "games", root: "/luckybear/game/gameTab", owns: ["/luckybear/game/*"] },
    { tab: "rewards", root: "/luckybear/rewards", owns: REWARD_ROUTES },
    { tab: "invite", root: "/luckybear/invite", owns: ["/luckybear/agent"] },
    {
      tab: "me",
      root: "/luckybear/me",
      owns: ["/luckybear/money/*", "/luckybear/giftcode", "/luckybear/country", "/user/setting", "/user/feedback/*"],
    },
  ],
  /**
   * Spec: not shown — which pages are flow steps. Choice: signing in (login, verify, bind-phone, the
   * OAuth return) and the money steps (recharge or withdraw, and its confirmation) keep no bar.
   */
  flowSteps: [
    "/user/login", "/user/login-home", "/user/verify", "/user/bind-phone", "/user/fb-login-feedback",
    "/luckybear/money/pay", "/luckybear/money/pay-confirm",
  ],
} as const satisfies TabBarTable;

export type LuckybearTab = (typeof TAB_BAR.tabs)[number]["tab"];

export function tabBarTab(path: string): string | null {
  return tabInTable(TAB_BAR, path);
}

/**
 * The lobby is the mini app's root: back there asks before closing. The other tab roots go to the
 * lobby (a tab switch is not a step to go back through); a page inside a tab's area, and a flow step,
 * go back to where the player came from (the spec's "otherwise back").
 */
export function telegramBackAction(path: string): TelegramBackAction {
  if (matchesAny(["/luckybear", "/"], path)) return { kind: "confirm-close" };
  if (isTabRoot(TAB_BAR, path)) return { kind: "navigate", to: "/luckybear" };
  return { kind: "history-back" };
}

export const LUCKYBEAR_ROUTE_RULES: AppRouteRules = {
  redirectsToLogin,
  showsLoadingOverlay,
  refetchesUserInfo,
  showsFeedbackBall,
  telegramBackAction,
  tabBarTab,
};
