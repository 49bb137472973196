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

/** A route table of the tab bar: the tab each listed route belongs to, in order of precedence. */
export type TabBarTable = readonly { tab: string; routes: readonly RoutePattern[] }[];

/** What the runtime gives a brand's tab bar component. */
export interface BrandTabBarProps {
  current: string;
  locale: Locale;
}
