// Analytics page names (spec section 2): "the path without the leading slash, slashes turned to
// underscores, default home_new. The lucky bear home path defaults to home."
//
// The spec knows about 300 names but shows only a few, so a name comes from two places:
// 1. PAGE_NAME_ROUTES: every route the spec lists, with the names the spec gives kept exactly
//    (login, bind_phone, pet, task_web3, ...). Other table names follow the same style: snake_case,
//    no "user_" prefix (as login and bind_phone show), dynamic segments dropped.
// 2. The spec's rule, for any path the table does not know.
import { LOCALES } from "@repo/i18n/locales";

export type Brand = "xworld" | "luckybear";

/** What the root path is called: the spec's default, and the lucky bear home. */
export const HOME_PAGE_NAME: Readonly<Record<Brand, string>> = {
  xworld: "home_new",
  luckybear: "home",
};

/**
 * Route pattern → page name. `[param]` matches one segment; a trailing `/*` also matches the route
 * itself and anything below it. Patterns are written without the locale prefix.
 */
export const PAGE_NAME_ROUTES: Readonly<Record<Brand, Readonly<Record<string, string>>>> = {
  xworld: {
    "/": "home_new",
    "/wallet": "wallet",
    "/wallet/exchange": "wallet_exchange",
    "/wallet/gas": "wallet_gas",
    // Spec: not shown — the spec lists "create, setup, account" among login-required routes with
    // no parent. The names below were chosen before those pages existed (wallet_create_v3 for "create");
    // since issue 17 the bare routes only redirect (/create → /user/setup/name, /setup → /user/setup,
    // /account → /profile/edit, /followTask → /offer/followTask), so page views carry the names of the
    // pages they land on, listed at the end of this table.
    "/create": "wallet_create_v3",
    "/setup": "wallet_setup",
    "/account": "account",
    "/followTask": "follow_task",
    "/petV2": "pet",
    "/petV2/draw": "pet_draw",
    "/petV2/guide": "pet_guide",
    "/petGame": "pet_game",
    "/library": "library",
    "/pool": "pool",
    "/profile": "profile",
    // Dropping [xid] would collide with the own-profile page, so another player's profile gets a name of its own.
    "/profile/[xid]": "profile_detail",
    "/profile/select": "profile_select",
    "/profile/addProduct": "profile_add_product",
    "/profile/edit/*": "profile_edit",
    "/buildDialog/[popupId]": "build_dialog",
    // The H5 variant of opening a game from a list.
    "/products/[productId]": "game_detail",
    "/posts/[postId]": "post_detail",
    "/share": "share",
    "/share/land": "share_land",
    "/shareTab": "share_tab",
    "/task/product": "task_product",
    "/task/product_v2": "task_product_v2",
    "/task/details": "task_detail",
    // The spec calls detailsV2 the web3 task page.
    "/task/detailsV2": "task_web3",
    "/task/download": "task_download",
    "/activity/recharge": "activity_recharge",
    "/activity/recharge_dialog": "activity_recharge_dialog",
    "/activity/exchange_dialog": "activity_exchange_dialog",
    "/activity/newbie": "activity_newbie",
    "/splash": "splash",
    "/giftcode": "giftcode",
    "/giftcode/share": "giftcode_share",
    "/voteV2": "vote",
    "/voteV2/*": "vote",
    "/vote/*": "vote",
    "/invest": "invest",
    "/invest/*": "invest",
    // Spec: not shown — buying lucky codes is the lottery, so it carries the spec's "lotto" name.
    "/luckycode/buy": "lotto",
    "/market": "market",
    "/market/detail": "market_detail",
    "/market/history": "market_history",
    "/pvp/detail": "pvp_detail",
    "/pvp/admin": "pvp_admin",
    // A short (referral) link; the slug is dropped like every dynamic segment.
    "/r/[slug]": "short_link",
    "/reward": "reward",
    "/reward/list": "reward_list",
    "/reward/guide": "reward_guide",
    "/offer/*": "offer",
    "/user/login": "login",
    "/user/login-home": "login_home",
    // Spec: not shown — there is no register route; /user/setup, where a new account is set up after
    // its first login, carries the spec's "register" name.
    "/user/setup": "register",
    "/user/bind-phone": "bind_phone",
    "/user/bindCode": "bind_code",
    "/user/fb-login-feedback": "fb_login_feedback",
    "/user/feedback": "feedback",
    "/user/setting": "setting",
    "/user/verify": "verify",
    "/user/payment": "payment",
    "/user/withdraw": "withdraw",
    "/user/withdrawNew": "withdraw_new",
    "/user/withdraw-quantity": "withdraw_quantity",
    "/user/withdraw-payment": "withdraw_payment",
    "/user/orders": "orders",
    "/user/report": "report",
    "/honor": "honor",
    "/honor/*": "honor",
    // Spec: not shown — /inbet is named after its game provider (the spec lists inbet beside
    // retiger), so the other betting game, /win, is the tiger one.
    "/win": "tiger_bet",
    "/win/history": "tiger_bet_history",
    "/win/money": "tiger_bet_money",
    "/inbet": "inbet",
    "/inbet/money": "inbet_money",
    "/space": "space",
    "/rollnft": "roll_nft",
    "/partner": "partner",
    "/battle": "battle",
    "/battle/rank": "battle_rank",
    "/battle/record": "battle_record",
    "/sudgame/*": "sud_game",
    // The pvp lobby (open matches and the player's own); /pvp/detail and /pvp/admin have names above.
    "/pvp": "pvp",
    // Spec: not shown — one pool's page (our choice of route); the id is dropped like every dynamic segment.
    "/pool/[poolId]": "pool_detail",
    // Spec: not shown — an item's page of the collection. Choice: under the library's name.
    "/library/item": "library_item",
    // Issue 17: the new player's setup steps (the setup itself is "register"), following a social
    // account for a task, and the AI assistant of the feedback screens.
    "/user/setup/name": "register_name",
    "/user/setup/avatar": "register_avatar",
    "/user/setup/language": "register_language",
    "/offer/followTask": "follow_task",
    "/user/feedback/assistant": "feedback_assistant",
  },
  luckybear: {
    "/luckybear": "luckybear_home",
    "/luckybear/money": "luckybear_money",
    "/luckybear/money/pay": "luckybear_pay",
    "/luckybear/money/pay-confirm": "luckybear_pay_confirm",
    "/luckybear/game/gameTab": "luckybear_game_tab",
    // Spec: not shown — the rewards routes and their names. Choice: luckybear_<screen>.
    "/luckybear/rewards": "luckybear_rewards",
    "/luckybear/me": "luckybear_me",
    "/luckybear/invite": "luckybear_invite",
    "/luckybear/spin": "luckybear_spin",
    "/luckybear/lottery": "luckybear_lottery",
    "/luckybear/prizes": "luckybear_prizes",
    "/luckybear/champions": "luckybear_champions",
    "/luckybear/champions/[champId]": "luckybear_champion_detail",
    "/luckybear/vip": "luckybear_vip",
    // Spec: not shown — the service routes of issue 13 and their names. Choice: luckybear_<screen>.
    "/luckybear/agent": "luckybear_agent",
    "/luckybear/giftcode": "luckybear_giftcode",
    "/luckybear/country": "luckybear_country",
    "/luckybear/money/locked": "luckybear_locked",
    "/luckybear/money/history": "luckybear_balance_history",
  },
};

export interface PageNameOptions {
  /** Which app's table to use; the lucky bear app names its root "home". Default "xworld". */
  brand?: Brand;
}

/** The analytics page name of a path such as "/vi-VN/user/login?backUrl=%2F". */
export function pageNameFor(path: string, options: PageNameOptions = {}): string {
  const brand = options.brand ?? "xworld";
  const segments = pathSegments(path);
  if (segments.length === 0) return HOME_PAGE_NAME[brand];
  const other: Brand = brand === "xworld" ? "luckybear" : "xworld";
  return (
    matchRoute(PAGE_NAME_ROUTES[brand], segments) ??
    // The spec lists /luckybear among the main app's routes as well; the tables do not overlap.
    matchRoute(PAGE_NAME_ROUTES[other], segments) ??
    nameByRule(segments) ??
    HOME_PAGE_NAME[brand]
  );
}

/** Segments of the path without query, hash, locale prefix and empty parts. */
export function pathSegments(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  const segments = pathname.split("/").filter((segment) => segment !== "");
  const first = segments[0];
  if (first !== undefined && isLocaleSegment(first)) segments.shift();
  return segments;
}

const LOCALE_SEGMENTS = new Set(LOCALES.map((locale) => locale.toLowerCase()));

function isLocaleSegment(segment: string): boolean {
  return LOCALE_SEGMENTS.has(segment.toLowerCase());
}

// Patterns are parsed once per table.
interface RoutePattern {
  segments: string[];
  prefix: boolean;
  name: string;
}

const parsedTables = new WeakMap<object, RoutePattern[]>();

function patternsOf(table: Readonly<Record<string, string>>): RoutePattern[] {
  let patterns = parsedTables.get(table);
  if (!patterns) {
    patterns = Object.entries(table).map(([pattern, name]) => {
      const prefix = pattern.endsWith("/*");
      const segments = (prefix ? pattern.slice(0, -2) : pattern).split("/").filter((s) => s !== "");
      return { segments, prefix, name };
    });
    // Exact routes win over prefix routes, longer over shorter, fixed segments over [params].
    patterns.sort(
      (a, b) =>
        Number(a.prefix) - Number(b.prefix) ||
        b.segments.length - a.segments.length ||
        paramCount(a) - paramCount(b),
    );
    parsedTables.set(table, patterns);
  }
  return patterns;
}

function matchRoute(table: Readonly<Record<string, string>>, segments: string[]): string | undefined {
  for (const pattern of patternsOf(table)) {
    if (pattern.prefix ? segments.length < pattern.segments.length : segments.length !== pattern.segments.length) {
      continue;
    }
    const matches = pattern.segments.every((expected, i) => isParam(expected) || expected === segments[i]);
    if (matches) return pattern.name;
  }
  return undefined;
}

function paramCount(pattern: RoutePattern): number {
  return pattern.segments.filter(isParam).length;
}

function isParam(segment: string): boolean {
  return segment.startsWith("[") && segment.endsWith("]");
}

// Spec: not shown — which segments of an unknown path are dynamic. Ids (all digits, UUIDs, long hex
// such as wallet addresses) are dropped so that one screen does not become thousands of names.
const ID_SEGMENT = /^(?:\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?:0x)?[0-9a-f]{16,})$/i;

/** The spec's rule: the path without its leading slash, slashes turned to underscores. */
function nameByRule(segments: string[]): string | undefined {
  const kept = segments.filter((segment) => !ID_SEGMENT.test(segment)).map(safeDecode);
  return kept.length > 0 ? kept.join("_") : undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
