// The route rules of spec section 2 for the main app, as data plus pure functions. Pages and guards ask
// these functions; no page repeats a rule. Paths are given without the locale prefix.
import { matchesAny, matchesRoute, type RoutePattern } from "@repo/app-shell/route-pattern";
import type { AppRouteRules, TabBarTable, TelegramBackAction } from "@repo/app-shell/runtime/route-rules";
import { isTabRoot, tabInTable } from "@repo/app-shell/runtime/tab-bar-table";
import type { PlatformKind } from "@repo/session/types";

/** Routes that render without waiting for app init. */
export const RENDER_BEFORE_INIT: readonly RoutePattern[] = [
  "/", "/wallet", "/petV2", "/library", "/pool", "/profile/[xid]", "/buildDialog/[popupId]",
  "/products/[productId]", "/posts/[postId]", "/share/land", "/task/product_v2", "/activity/recharge",
  "/activity/recharge_dialog", "/activity/exchange_dialog", "/user/fb-login-feedback", "/splash", "/luckybear",
];

/**
 * Routes never held back by the blocking guards (account-abnormal screen, version gate).
 * Spec: not shown what "always allowed" bypasses — we read it as those guards; login still applies.
 */
export const ALWAYS_ALLOWED: readonly RoutePattern[] = ["/splash", "/giftcode", "/giftcode/share"];

/** Routes that always re-fetch user info on load. */
export const REFETCH_USER_INFO: readonly RoutePattern[] = [
  "/voteV2", "/invest", "/luckycode/buy", "/market", "/petV2/draw", "/petV2/guide", "/pvp/detail", "/r/[slug]",
  "/reward/guide", "/user/payment", "/user/withdraw-quantity", "/wallet/exchange", "/wallet/gas",
];

/**
 * Login-required routes. The spec also lists the bare names create, setup, account and followTask;
 * Spec: not shown where those live — we match them as the last segment of any path. Choice (issue 17)
 * of the pages behind them: the new player's setup is /user/setup with its steps at
 * /user/setup/{name,avatar,language}; following a social account for a task is /offer/followTask?media=.
 * The bare /setup, /create (the first step), /account (/profile/edit) and /followTask redirect there.
 * Added at the end: the setup steps, and /user/withdraw-payment (the spec exempts it from the loading
 * overlay, which only login-required routes show).
 */
export const LOGIN_REQUIRED: readonly RoutePattern[] = [
  "/user/setup", "/user/withdraw", "/user/withdrawNew", "/user/orders", "/user/report", "/user/bindCode",
  "/task/*", "/market/*", "/pvp/*", "/honor/*", "/activity/newbie", "/share", "/shareTab", "/giftcode",
  "/profile/select", "create", "setup", "account", "followTask", "/vote/*", "/reward", "/reward/list",
  "/profile", "/profile/edit/*", "/profile/addProduct", "/win/*", "/sudgame/*", "/partner", "/battle",
  "/battle/rank", "/battle/record", "/invest/*", "/voteV2/*", "/petGame", "/products/*", "/offer/*", "/splash",
  "/user/setup/*", "/user/withdraw-payment",
];
export const LOGIN_EXEMPT: readonly RoutePattern[] = ["/task/download"];
/** On plain web, task pages are open to everyone (an offer can be browsed before signing in). */
export const LOGIN_EXEMPT_ON_PLAIN_WEB: readonly RoutePattern[] = ["/task/*"];

/** Login-required routes that do not show the page-loading overlay while init runs. */
export const LOADING_OVERLAY_EXEMPT: readonly RoutePattern[] = [
  "/task/*", "/products/[productId]", "/user/withdraw", "/user/orders", "/user/withdraw-payment", "/splash",
];

/** Routes where the floating feedback ball is hidden (unless the game type is telegram). */
export const FEEDBACK_BALL_HIDDEN: readonly RoutePattern[] = [
  "/user/bind-phone", "/user/payment", "/user/report", "/user/setting", "/user/verify", "/giftcode",
  "/giftcode/share", "/market", "/market/detail", "/market/history", "/honor", "/honor/*",
];

/**
 * The bottom tab bar (issue 18): each tab with the page its link opens and the areas it owns; the bar
 * shows, with that tab current, on every page of those areas that is not a flow step.
 * Spec: not shown — the spec has no tab bar. Choice: the areas follow where a player finds them — the
 * home hub's games and matches (tiger bet, inbet, PvP, battle, party games) are home's; the ways to earn
 * (rewards, pools, voting, investing, lucky codes, the newbie week, follow tasks) are earn's; the wallet
 * and its orders are wallet's; invitations and gift codes are invite's; the player's own things (profile,
 * collection and pets, market, honor, settings, feedback) are me's. The "me" page links to areas of
 * every tab; the tab follows the area, not the page it was opened from.
 * Choice: the earn tab opens /reward/guide, the one page that leads to every way to earn (open to
 * guests; a signed-in player sees the rewards waiting to be claimed), not the home's task section,
 * where the earn tab could never be the current one. Its tasks are one tap away on the guide.
 */
export const TAB_BAR = {
  tabs: [
    { tab: "home", root: "/", owns: ["/win/*", "/inbet/*", "/pvp/*", "/battle", "/battle/rank", "/sudgame/*"] },
    {
      tab: "earn",
      root: "/reward/guide",
      // /vote/* are the older vote addresses; they redirect to /voteV2.
      owns: ["/reward/*", "/pool/*", "/voteV2/*", "/vote/*", "/invest/*", "/luckycode/*", "/activity/newbie", "/offer/*"],
    },
    { tab: "wallet", root: "/wallet", owns: ["/wallet/*", "/user/orders"] },
    { tab: "invite", root: "/share", owns: ["/share/*", "/shareTab", "/giftcode/*", "/user/bindCode"] },
    {
      tab: "me",
      root: "/me",
      owns: [
        "/profile/*", "/posts/*", "/honor/*", "/battle/record", "/partner", "/user/setting", "/user/feedback/*",
        "/user/payment", "/library/*", "/space", "/market/*", "/petV2/*", "/rollnft", "/task/download",
      ],
    },
  ],
  /**
   * Spec: not shown — which pages are steps of a flow. Choice: pages a player goes through and leaves
   * with a result, back to where they came from, keep the screen to themselves (no bar):
   */
  flowSteps: [
    // signing in, verifying, binding a phone, the OAuth return, the first-run and invite landings
    "/user/login", "/user/login-home", "/user/verify", "/user/bind-phone", "/user/fb-login-feedback", "/splash", "/share/land",
    // the new player's setup and its steps, one-field edits and adding a game to the profile
    "/user/setup/*", "/profile/edit/[field]", "/profile/addProduct",
    // money steps: withdrawals, exchange, recharge, moving money in and out of a game board
    "/user/withdraw", "/user/withdrawNew", "/user/withdraw-quantity", "/user/withdraw-payment", "/wallet/exchange",
    "/activity/recharge", "/win/money", "/inbet/money",
    // dialog routes (opened over a page)
    "/activity/recharge_dialog", "/activity/exchange_dialog", "/buildDialog/[popupId]",
    // a task or product opened from a list: take, play, claim, then back where it came from (in the
    // native app it is a webview of its own, where tabs would open the app inside it)
    "/task/details", "/task/detailsV2", "/task/product", "/task/product_v2", "/products/[productId]",
    // games being played, and reporting a player or a post
    "/petGame", "/sudgame/[gameId]", "/user/report",
    // addresses that only redirect (the bare names of the spec, short links)
    "/account", "/create", "/setup", "/followTask", "/r/[slug]",
  ],
} as const satisfies TabBarTable;

export type XworldTab = (typeof TAB_BAR.tabs)[number]["tab"];

export function tabBarTab(path: string): string | null {
  return tabInTable(TAB_BAR, path);
}

/**
 * Static pages beside a dynamic one of RENDER_BEFORE_INIT: Next.js serves the static page first, so
 * the rules must not read /profile/select as the public profile of a player called "select".
 */
export const STATIC_BESIDE_DYNAMIC: readonly RoutePattern[] = ["/profile/select", "/profile/addProduct", "/profile/edit"];

export function rendersBeforeInit(path: string): boolean {
  return matchesAny(RENDER_BEFORE_INIT, path) && !matchesAny(STATIC_BESIDE_DYNAMIC, path);
}

export function isAlwaysAllowed(path: string): boolean {
  return matchesAny(ALWAYS_ALLOWED, path);
}

export function refetchesUserInfo(path: string): boolean {
  return matchesAny(REFETCH_USER_INFO, path);
}

export function requiresLogin(path: string, platform: PlatformKind): boolean {
  if (!matchesAny(LOGIN_REQUIRED, path) || matchesAny(LOGIN_EXEMPT, path)) return false;
  const plainWeb = platform === "web" || platform === "luckybear-web";
  if (plainWeb && matchesAny(LOGIN_EXEMPT_ON_PLAIN_WEB, path)) return false;
  return true;
}

/** Whether a signed-out visitor of `path` is sent to the login page. Telegram users never are. */
export function redirectsToLogin(path: string, platform: PlatformKind, loggedIn: boolean): boolean {
  return !loggedIn && platform !== "telegram" && requiresLogin(path, platform);
}

export function showsLoadingOverlay(path: string, platform: PlatformKind, hasInit: boolean): boolean {
  return !hasInit && requiresLogin(path, platform) && !matchesAny(LOADING_OVERLAY_EXEMPT, path);
}

export function showsFeedbackBall(path: string, gameType: string | undefined): boolean {
  return gameType === "telegram" || !matchesAny(FEEDBACK_BALL_HIDDEN, path);
}

export function telegramBackAction(path: string): TelegramBackAction {
  if (["/", "/win", "/inbet"].some((root) => matchesRoute(root, path))) return { kind: "confirm-close" };
  if (["/wallet", "/space", "/library", "/share"].some((p) => matchesRoute(p, path))) return { kind: "navigate", to: "/" };
  if (matchesRoute("/win/history", path) || matchesRoute("/win/money", path)) return { kind: "navigate", to: "/win" };
  if (matchesRoute("/inbet/money", path)) return { kind: "navigate", to: "/inbet" };
  // Spec: not shown for the earn and me tabs (/reward/guide, /me). Choice: like the spec's /wallet and
  // /share, back from a tab root goes home (a tab switch is not a step to go back through).
  if (isTabRoot(TAB_BAR, path)) return { kind: "navigate", to: "/" };
  return { kind: "history-back" };
}

/**
 * Deep links into the mini app: the page a Telegram start param's `go-<name>-<id>` segment opens
 * (e.g. `ref42_go-market-17` → the market listing 17). Spec: not shown — the names. Choice: below; an
 * id that is not a positive number opens the page's list instead.
 */
export const START_PAGES: Readonly<Record<string, (id: number | null) => string>> = {
  market: (id) => (id === null ? "/market" : `/market/detail?id=${id}`),
  item: (id) => (id === null ? "/library" : `/library/item?id=${id}`),
  space: (id) => (id === null ? "/space" : `/space?uid=${id}`),
  library: () => "/library",
  pets: () => "/petV2",
  petdraw: () => "/petV2/draw",
  rollnft: () => "/rollnft",
};

export function startPagePath(name: string, id: string): string | null {
  const page = Object.hasOwn(START_PAGES, name) ? START_PAGES[name] : undefined;
  if (!page) return null;
  const number = /^\d{1,12}$/.test(id) ? Number(id) : null;
  return page(number !== null && number > 0 ? number : null);
}

/** The rules app start applies on every route change (see @repo/app-shell's AppStart). */
export const XWORLD_ROUTE_RULES: AppRouteRules = {
  redirectsToLogin,
  showsLoadingOverlay,
  refetchesUserInfo,
  showsFeedbackBall,
  telegramBackAction,
  tabBarTab,
  startPagePath,
};
