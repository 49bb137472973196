// The casino's route rules, as data plus pure functions. The spec lists the luckybear routes without
// saying which need a login; Spec: not shown — our choice: the money pages (balances, recharge,
// withdrawal) need a signed-in player, the lobby and game tabs are open to everyone.
import { matchesAny, type RoutePattern } from "@repo/app-shell/route-pattern";
import type { AppRouteRules } from "@repo/app-shell/runtime/route-rules";
import type { PlatformKind } from "@repo/session/types";

export const LOGIN_REQUIRED: readonly RoutePattern[] = ["/luckybear/money/*"];

/** Pages that show balances re-read user info when opened. */
export const REFETCH_USER_INFO: readonly RoutePattern[] = ["/luckybear/money/*"];

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

export const LUCKYBEAR_ROUTE_RULES: AppRouteRules = { redirectsToLogin, showsLoadingOverlay, refetchesUserInfo };
