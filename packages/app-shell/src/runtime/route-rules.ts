import type { Locale } from "@repo/i18n/locales";
import type { PlatformKind } from "@repo/session/types";
import type { RoutePattern } from "../route-pattern";

/** What the Telegram back button does on a page (spec section 2). */
export type TelegramBackAction = { kind: "navigate"; to: string } | { kind: "confirm-close" } | { kind: "history-back" };

/**
 * The route rules an app gives the runtime (spec section 2; xworld's live in apps/xworld/src/routing).
 * Paths are without the locale prefix.
 */
export interface AppRouteRules {
  /** A signed-out visitor of this path is sent to login (never inside Telegram). */
  redirectsToLogin(path: string, platform: PlatformKind, loggedIn: boolean): boolean;
  /** The page-loading overlay covers this path while app start runs. */
  showsLoadingOverlay(path: string, platform: PlatformKind, hasInit: boolean): boolean;
  /** Opening this path re-fetches user info. */
  refetchesUserInfo(path: string): boolean;
  /** The floating feedback ball shows on this path (`gameType` "telegram" in the mini app). */
  showsFeedbackBall(path: string, gameType: string): boolean;
  telegramBackAction(path: string): TelegramBackAction;
  /** The bottom tab bar's current tab on this path; null where the bar is hidden (flow steps). */
  tabBarTab(path: string): string | null;
  /**
   * The page a Telegram start param's `go-<name>-<id>` segment opens (a path without the locale), or
   * null for a name the app does not know. An app without deep links into the mini app leaves it out.
   */
  startPagePath?(name: string, id: string): string | null;
}

/** One tab of the bottom bar: the page its link opens and the areas it owns (it is current there). */
export interface TabArea {
  tab: string;
  /** The page the tab's link opens, a path without the locale ("/" is home); the tab owns it. */
  root: string;
  /** The routes the tab owns besides its root: "/wallet/*" is the wallet and every page under it. */
  owns: readonly RoutePattern[];
}

/**
 * Where the bottom tab bar shows and which tab is current: the tabs in the bar's order, each with the
 * areas it owns, and the flow steps (login, a payment's confirmation, a game being played), which show
 * no bar even inside an owned area. No route should be owned by two tabs (the apps' tests check every
 * page); a route no tab owns shows no bar either.
 */
export interface TabBarTable {
  tabs: readonly TabArea[];
  flowSteps: readonly RoutePattern[];
}

/** What the runtime gives a brand's tab bar component. */
export interface BrandTabBarProps {
  current: string;
  locale: Locale;
}
