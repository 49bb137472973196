import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PAGE_NAME_ROUTES, pageNameFor, type Brand } from "./page-name";

// Every route of the main app as the spec writes it (spec-index/routes-xworld.txt), with its name.
const XWORLD_ROUTES: ReadonlyArray<readonly [string, string]> = [
  ["/", "home_new"],
  ["/wallet", "wallet"],
  ["/petV2", "pet"],
  ["/library", "library"],
  ["/pool", "pool"],
  ["/profile/[xid]", "profile_detail"],
  ["/buildDialog/[popupId]", "build_dialog"],
  ["/products/[productId]", "game_detail"],
  ["/posts/[postId]", "post_detail"],
  ["/share/land", "share_land"],
  ["/task/product_v2", "task_product_v2"],
  ["/task/product", "task_product"],
  ["/task/details", "task_detail"],
  ["/task/detailsV2", "task_web3"],
  ["/task/download", "task_download"],
  ["/activity/recharge", "activity_recharge"],
  ["/activity/recharge_dialog", "activity_recharge_dialog"],
  ["/activity/exchange_dialog", "activity_exchange_dialog"],
  ["/activity/newbie", "activity_newbie"],
  ["/user/fb-login-feedback", "fb_login_feedback"],
  ["/splash", "splash"],
  ["/giftcode", "giftcode"],
  ["/giftcode/share", "giftcode_share"],
  ["/voteV2", "vote"],
  ["/invest", "invest"],
  ["/luckycode/buy", "lotto"],
  ["/market", "market"],
  ["/market/detail", "market_detail"],
  ["/market/history", "market_history"],
  ["/petV2/draw", "pet_draw"],
  ["/petV2/guide", "pet_guide"],
  ["/pvp/detail", "pvp_detail"],
  ["/pvp/admin", "pvp_admin"],
  ["/r/[slug]", "short_link"],
  ["/reward", "reward"],
  ["/reward/list", "reward_list"],
  ["/reward/guide", "reward_guide"],
  ["/user/payment", "payment"],
  ["/user/withdraw-quantity", "withdraw_quantity"],
  ["/user/withdraw", "withdraw"],
  ["/user/withdrawNew", "withdraw_new"],
  ["/user/withdraw-payment", "withdraw_payment"],
  ["/user/orders", "orders"],
  ["/user/report", "report"],
  ["/user/bindCode", "bind_code"],
  ["/user/setup", "register"],
  ["/user/login", "login"],
  ["/user/login-home", "login_home"],
  ["/user/feedback", "feedback"],
  ["/user/bind-phone", "bind_phone"],
  ["/user/setting", "setting"],
  ["/user/verify", "verify"],
  ["/wallet/exchange", "wallet_exchange"],
  ["/wallet/gas", "wallet_gas"],
  ["/share", "share"],
  ["/shareTab", "share_tab"],
  ["/profile", "profile"],
  ["/profile/select", "profile_select"],
  ["/profile/addProduct", "profile_add_product"],
  ["/honor", "honor"],
  ["/win", "tiger_bet"],
  ["/win/history", "tiger_bet_history"],
  ["/win/money", "tiger_bet_money"],
  ["/inbet", "inbet"],
  ["/inbet/money", "inbet_money"],
  ["/space", "space"],
  ["/rollnft", "roll_nft"],
  ["/partner", "partner"],
  ["/battle", "battle"],
  ["/battle/rank", "battle_rank"],
  ["/battle/record", "battle_record"],
  ["/petGame", "pet_game"],
];

// Routes the spec names in its text but the index does not list (login-required "create, setup,
// account, followTask" with no parent).
const XWORLD_EXTRA_ROUTES: ReadonlyArray<readonly [string, string]> = [
  ["/create", "wallet_create_v3"],
  ["/setup", "wallet_setup"],
  ["/account", "account"],
  ["/followTask", "follow_task"],
  // Pages of the compete areas under the spec's wildcards, and the pvp lobby.
  ["/pvp", "pvp"],
  ["/honor/board", "honor"],
  ["/sudgame", "sud_game"],
  ["/sudgame/1468090257126719572", "sud_game"],
  ["/pool/[poolId]", "pool_detail"],
  ["/voteV2/[projectId]", "vote"],
  ["/voteV2/mine", "vote"],
  ["/vote/[projectId]", "vote"],
  ["/invest/[productId]", "invest"],
  ["/invest/holdings", "invest"],
  ["/library/item", "library_item"],
  // Issue 17's concrete pages behind the bare names.
  ["/user/setup/name", "register_name"],
  ["/user/setup/avatar", "register_avatar"],
  ["/user/setup/language", "register_language"],
  ["/offer/followTask", "follow_task"],
  ["/user/feedback/assistant", "feedback_assistant"],
  ["/profile/edit/name", "profile_edit"],
  ["/posts/7", "post_detail"],
];

// Every route of the lucky bear app (spec-index/routes-luckybear.txt).
const LUCKYBEAR_ROUTES: ReadonlyArray<readonly [string, string]> = [
  ["/luckybear", "luckybear_home"],
  ["/luckybear/money", "luckybear_money"],
  ["/luckybear/money/pay", "luckybear_pay"],
  ["/luckybear/money/pay-confirm", "luckybear_pay_confirm"],
  ["/luckybear/game/gameTab", "luckybear_game_tab"],
];

// Lucky bear routes the spec does not list (our choices: the rewards screens).
const LUCKYBEAR_EXTRA_ROUTES: ReadonlyArray<readonly [string, string]> = [
  ["/luckybear/rewards", "luckybear_rewards"],
  ["/luckybear/me", "luckybear_me"],
  ["/luckybear/invite", "luckybear_invite"],
  ["/luckybear/spin", "luckybear_spin"],
  ["/luckybear/lottery", "luckybear_lottery"],
  ["/luckybear/prizes", "luckybear_prizes"],
  ["/luckybear/champions", "luckybear_champions"],
  ["/luckybear/champions/[champId]", "luckybear_champion_detail"],
  ["/luckybear/vip", "luckybear_vip"],
  ["/luckybear/agent", "luckybear_agent"],
  ["/luckybear/giftcode", "luckybear_giftcode"],
  ["/luckybear/country", "luckybear_country"],
  ["/luckybear/money/locked", "luckybear_locked"],
  ["/luckybear/money/history", "luckybear_balance_history"],
];

// The example names of spec section 2 (spec-index/page-names.txt), kept exactly.
const SPEC_EXAMPLE_NAMES = [
  "login",
  "register",
  "bind_phone",
  "game_detail",
  "pool",
  "pet",
  "wallet_create_v3",
  "lotto",
  "giftcode",
  "share",
  "vote",
  "tiger_bet",
  "offer",
  "luckybear_home",
  "task_web3",
  "home_new",
];

/** A real path for a route pattern: dynamic segments get a sample value. */
function concrete(route: string): string {
  return route.replace(/\[[^\]]+\]/g, "12345");
}

describe.each<[Brand, ReadonlyArray<readonly [string, string]>]>([
  ["xworld", [...XWORLD_ROUTES, ...XWORLD_EXTRA_ROUTES]],
  ["luckybear", [...LUCKYBEAR_ROUTES, ...LUCKYBEAR_EXTRA_ROUTES]],
])("%s routes", (brand, rows) => {
  it.each(rows)("%s → %s", (route, name) => {
    expect(pageNameFor(concrete(route), { brand })).toBe(name);
    expect(pageNameFor(`/vi-VN${concrete(route)}?from=list#top`, { brand })).toBe(name);
  });

  it("lists every route of the table", () => {
    const tested = new Set(rows.map(([route]) => route));
    const exactRoutes = Object.keys(PAGE_NAME_ROUTES[brand]).filter((p) => !p.endsWith("/*") && p !== "/");
    expect(exactRoutes.filter((route) => !tested.has(route))).toEqual([]);
  });
});

const SPEC_INDEX = "/work/shared/spec-index";

describe.skipIf(!existsSync(SPEC_INDEX))("coverage of the spec index", () => {
  const lines = (file: string) =>
    readFileSync(`${SPEC_INDEX}/${file}`, "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("#"));

  it.each<[Brand, string, ReadonlyArray<readonly [string, string]>]>([
    ["xworld", "routes-xworld.txt", XWORLD_ROUTES],
    ["luckybear", "routes-luckybear.txt", LUCKYBEAR_ROUTES],
  ])("%s: every route of %s is in the table test", (_brand, file, rows) => {
    expect(new Set(rows.map(([route]) => route))).toEqual(new Set(lines(file)));
  });

  it("page-names.txt is the list of example names this test keeps", () => {
    expect(lines("page-names.txt")).toEqual(SPEC_EXAMPLE_NAMES);
  });
});

describe("spec example names", () => {
  it.each(SPEC_EXAMPLE_NAMES)("%s is the name of a route", (name) => {
    const names = [...Object.values(PAGE_NAME_ROUTES.xworld), ...Object.values(PAGE_NAME_ROUTES.luckybear)];
    expect(names).toContain(name);
  });
});

describe("rule for paths outside the table", () => {
  it.each<[string, string, Brand?]>([
    ["", "home_new"],
    ["/", "home_new"],
    ["/en-US", "home_new"],
    ["/vi-VN/", "home_new"],
    ["/", "home", "luckybear"],
    ["/pt-BR?lang=1", "home", "luckybear"],
    ["/agent/apply", "agent_apply"],
    ["/th-TH/agent/apply/", "agent_apply"],
    ["/zz-ZZ/agent", "zz-ZZ_agent"],
    ["/market/item/98765", "market_item"],
    ["/nft/0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE", "nft"],
    ["/order/4f7d1c8e-2b9a-4c3e-9f1a-7b6c5d4e3f21/receipt", "order_receipt"],
    ["/12345", "home_new"],
    ["/casino/slots", "casino_slots", "luckybear"],
  ])("%s → %s", (path, name, brand) => {
    expect(pageNameFor(path, brand ? { brand } : {})).toBe(name);
  });

  it("gives prefix routes to everything below them", () => {
    expect(pageNameFor("/offer/123/claim")).toBe("offer");
    expect(pageNameFor("/offer")).toBe("offer");
    expect(pageNameFor("/vote/round/7")).toBe("vote");
    expect(pageNameFor("/profile/edit/avatar")).toBe("profile_edit");
  });

  it("prefers an exact route over a prefix route", () => {
    expect(pageNameFor("/voteV2")).toBe("vote");
    expect(pageNameFor("/invest/detail")).toBe("invest");
    expect(pageNameFor("/honor")).toBe("honor");
  });

  // The spec lists /luckybear among the main app's init-free routes too.
  it("knows the other app's routes", () => {
    expect(pageNameFor("/luckybear/money/pay-confirm")).toBe("luckybear_pay_confirm");
    expect(pageNameFor("/vi-VN/task/detailsV2", { brand: "luckybear" })).toBe("task_web3");
  });
});
