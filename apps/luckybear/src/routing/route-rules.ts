// The casino's route rules, as data plus pure functions. The spec lists the luckybear routes without
// saying which need a login; Spec: not shown — our choice: the money pages (balances, recharge,
// withdrawal) need a signed-in player, the lobby and game tabs are open to everyone.
import { matchesAny, type RoutePattern } from "@repo/app-shell/route-pattern";
import type { AppRouteRules, TabBarTable, TelegramBackAction } from "@repo/app-shell/runtime/route-rules";
import { tabInTable } from "@repo/app-shell/runtime/tab-bar-table";
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
 * pages. None shows the tab bar: they are reached from the me or invite tab and go back to it.
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
 * Where the bottom tab bar shows and which tab is current (issue 13). Flow steps (money, pay,
 * pay-confirm, login, verify, bind-phone) are not listed, so they don't show it.
 */
export const TAB_BAR: TabBarTable = [
  { tab: "home", routes: ["/luckybear", "/"] },
  { tab: "games", routes: ["/luckybear/game/gameTab"] },
  { tab: "rewards", routes: ["/luckybear/rewards"] },
  { tab: "invite", routes: ["/luckybear/invite"] },
  { tab: "me", routes: ["/luckybear/me"] },
];

export function tabBarTab(path: string): string | null {
  return tabInTable(TAB_BAR, path);
}

/**
 * The lobby is the mini app's root: back there asks before closing. The other tab roots go to the
 * lobby (a tab switch is not a step to go back through); elsewhere back goes back.
 */
export function telegramBackAction(path: string): TelegramBackAction {
  if (matchesAny(["/luckybear", "/"], path)) return { kind: "confirm-close" };
  if (tabBarTab(path) !== null) return { kind: "navigate", to: "/luckybear" };
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
