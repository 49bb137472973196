import { describe, expect, it } from "vitest";
import {
  isAlwaysAllowed,
  redirectsToLogin,
  refetchesUserInfo,
  rendersBeforeInit,
  requiresLogin,
  showsFeedbackBall,
  showsLoadingOverlay,
  startPagePath,
  tabBarTab,
  telegramBackAction,
  XWORLD_ROUTE_RULES,
} from "./route-rules";

describe("routes that render before init", () => {
  it.each([
    ["/", true], ["/wallet", true], ["/profile/abc", true], ["/buildDialog/9", true], ["/products/12", true],
    ["/posts/3", true], ["/task/product_v2", true], ["/user/fb-login-feedback", true], ["/luckybear", true],
    ["/wallet/gas", false], ["/task/details", false], ["/user/login", false], ["/market", false],
  ])("%s → %s", (path, expected) => expect(rendersBeforeInit(path)).toBe(expected));
});

describe("always-allowed routes", () => {
  it.each([["/splash", true], ["/giftcode", true], ["/giftcode/share", true], ["/giftcode/other", false], ["/", false]])(
    "%s → %s",
    (path, expected) => expect(isAlwaysAllowed(path)).toBe(expected),
  );
});

describe("routes that re-fetch user info", () => {
  it.each([
    ["/voteV2", true], ["/invest", true], ["/luckycode/buy", true], ["/market", true], ["/petV2/draw", true],
    ["/petV2/guide", true], ["/pvp/detail", true], ["/r/summer", true], ["/reward/guide", true],
    ["/user/payment", true], ["/user/withdraw-quantity", true], ["/wallet/exchange", true], ["/wallet/gas", true],
    ["/wallet", false], ["/market/detail", false], ["/r", false],
  ])("%s → %s", (path, expected) => expect(refetchesUserInfo(path)).toBe(expected));
});

describe("login-required routes", () => {
  it.each([
    // [path, native app, plain web]
    ["/user/withdraw", true, true],
    ["/user/orders", true, true],
    ["/task/details", true, false],
    ["/task/detailsV2", true, false],
    ["/task/download", false, false],
    ["/market", true, true],
    ["/market/detail", true, true],
    ["/pvp/detail", true, true],
    ["/share", true, true],
    ["/share/land", false, false],
    ["/giftcode", true, true],
    ["/giftcode/share", false, false],
    ["/wallet/create", true, true],
    ["/task/followTask", true, false],
    ["/profile", true, true],
    ["/profile/abc", false, false],
    ["/profile/edit/name", true, true],
    ["/win/history", true, true],
    ["/products/12", true, true],
    ["/splash", true, true],
    ["/", false, false],
    ["/wallet", false, false],
    ["/user/login", false, false],
  ])("%s → native %s, web %s", (path, native, web) => {
    expect(requiresLogin(path, "native")).toBe(native);
    expect(requiresLogin(path, "web")).toBe(web);
    expect(requiresLogin(path, "page-model")).toBe(native);
  });

  it("sends signed-out visitors to login, except inside Telegram", () => {
    expect(redirectsToLogin("/user/orders", "web", false)).toBe(true);
    expect(redirectsToLogin("/user/orders", "web", true)).toBe(false);
    expect(redirectsToLogin("/user/orders", "telegram", false)).toBe(false);
    expect(redirectsToLogin("/task/details", "web", false)).toBe(false);
    expect(redirectsToLogin("/task/details", "native", false)).toBe(true);
  });
});

describe("the earn routes (spec section 2)", () => {
  it("re-fetch user info on /voteV2, /invest, /luckycode/buy and /reward/guide only", () => {
    for (const path of ["/voteV2", "/invest", "/luckycode/buy", "/reward/guide"]) expect(refetchesUserInfo(path)).toBe(true);
    for (const path of ["/pool", "/voteV2/3", "/invest/2", "/reward", "/reward/list", "/activity/newbie"]) expect(refetchesUserInfo(path)).toBe(false);
  });

  it("need a login on the vote, invest, reward and newbie pages, not on pools, lucky codes or the guide", () => {
    for (const path of ["/voteV2", "/voteV2/3", "/voteV2/mine", "/vote", "/vote/3", "/invest", "/invest/2", "/invest/holdings", "/reward", "/reward/list", "/activity/newbie"]) {
      expect(requiresLogin(path, "web")).toBe(true);
      expect(redirectsToLogin(path, "telegram", false)).toBe(false);
    }
    for (const path of ["/pool", "/pool/3", "/luckycode/buy", "/reward/guide"]) expect(requiresLogin(path, "web")).toBe(false);
  });

  it("render /pool before app start", () => {
    expect(rendersBeforeInit("/pool")).toBe(true);
    expect(rendersBeforeInit("/voteV2")).toBe(false);
  });
});

describe("page-loading overlay", () => {
  it.each([
    ["/user/setup", true],
    ["/market", true],
    ["/task/details", false],
    ["/products/12", false],
    ["/user/withdraw", false],
    ["/user/orders", false],
    ["/splash", false],
    ["/wallet", false],
  ])("%s before init → %s", (path, expected) => {
    expect(showsLoadingOverlay(path, "native", false)).toBe(expected);
    expect(showsLoadingOverlay(path, "native", true)).toBe(false);
  });
});

describe("feedback ball", () => {
  it.each([
    ["/user/bind-phone", false], ["/user/payment", false], ["/user/report", false], ["/user/setting", false],
    ["/user/verify", false], ["/giftcode", false], ["/market", false], ["/market/detail", false],
    ["/market/history", false], ["/honor", false], ["/honor/rank", false], ["/", true], ["/wallet", true],
  ])("%s → %s", (path, expected) => {
    expect(showsFeedbackBall(path, "h5")).toBe(expected);
    expect(showsFeedbackBall(path, "telegram")).toBe(true);
  });
});

describe("Telegram back button", () => {
  it.each([
    ["/", { kind: "confirm-close" }],
    ["/win", { kind: "confirm-close" }],
    ["/inbet", { kind: "confirm-close" }],
    ["/wallet", { kind: "navigate", to: "/" }],
    ["/space", { kind: "navigate", to: "/" }],
    ["/library", { kind: "navigate", to: "/" }],
    ["/share", { kind: "navigate", to: "/" }],
    ["/win/history", { kind: "navigate", to: "/win" }],
    ["/win/money", { kind: "navigate", to: "/win" }],
    ["/inbet/money", { kind: "navigate", to: "/inbet" }],
    ["/market/detail", { kind: "history-back" }],
  ])("%s → %o", (path, expected) => expect(telegramBackAction(path)).toEqual(expected));
});

describe("tab bar (every page: tab-bar.test.ts)", () => {
  it.each([
    ["/", "home"],
    ["/win/history", "home"],
    ["/reward/guide", "earn"],
    ["/pool", "earn"],
    ["/pool/3", "earn"],
    ["/voteV2/mine", "earn"],
    ["/activity/newbie", "earn"],
    ["/wallet", "wallet"],
    ["/wallet/gas", "wallet"],
    ["/user/orders", "wallet"],
    ["/share", "invite"],
    ["/shareTab", "invite"],
    ["/giftcode", "invite"],
    ["/me", "me"],
    ["/user/setting", "me"],
    ["/profile", "me"],
    ["/wallet/exchange", null],
    ["/user/withdraw", null],
    ["/user/login", null],
    ["/user/verify", null],
    ["/user/bind-phone", null],
    ["/task/details", null],
    ["/activity/recharge", null],
    ["/activity/recharge_dialog", null],
  ])("%s shows tab %s", (path, tab) => {
    expect(tabBarTab(path)).toBe(tab);
  });

  it("sends Telegram back from the earn and me tabs home", () => {
    expect(telegramBackAction("/me")).toEqual({ kind: "navigate", to: "/" });
    expect(telegramBackAction("/reward/guide")).toEqual({ kind: "navigate", to: "/" });
  });
});

describe("the compete pages (issue 16)", () => {
  it.each([
    // [path, login-required, re-reads user info]
    ["/pvp", true, false],
    ["/pvp/detail", true, true],
    ["/pvp/admin", true, false],
    ["/battle", true, false],
    ["/battle/rank", true, false],
    ["/battle/record", true, false],
    // The spec's wildcards take in the route itself: /win/* and /honor/* make /win and /honor login-required.
    ["/win", true, false],
    ["/win/history", true, false],
    ["/win/money", true, false],
    ["/inbet", false, false],
    ["/inbet/money", false, false],
    ["/honor", true, false],
    ["/honor/board", true, false],
    ["/sudgame", true, false],
    ["/sudgame/1468090257126719572", true, false],
    ["/partner", true, false],
  ])("%s: login %s, re-fetch %s", (path, login, refetch) => {
    expect(requiresLogin(path, "web")).toBe(login);
    expect(refetchesUserInfo(path)).toBe(refetch);
    // Login-required pages wait for app start behind the overlay; none of them is exempt.
    expect(showsLoadingOverlay(path, "native", false)).toBe(login);
  });

  it("goes back from the pvp and battle pages through history; the bar shows their tab, none while a game is played", () => {
    for (const path of ["/pvp/detail", "/pvp/admin", "/battle/rank", "/honor/board", "/sudgame/1", "/partner"]) {
      expect(telegramBackAction(path)).toEqual({ kind: "history-back" });
    }
    expect(["/pvp/detail", "/pvp/admin", "/battle/rank", "/honor/board", "/partner", "/battle/record"].map(tabBarTab)).toEqual(["home", "home", "home", "me", "me", "me"]);
    expect(tabBarTab("/sudgame/1")).toBeNull();
  });
});

describe("collectibles routes (library, space, pets, draw, roll, pet game, market)", () => {
  it.each([
    // [path, renders before init, login on native, login on plain web, re-fetches user info]
    ["/library", true, false, false, false],
    ["/library/item", false, false, false, false],
    ["/space", false, false, false, false],
    ["/petV2", true, false, false, false],
    ["/petV2/draw", false, false, false, true],
    ["/petV2/guide", false, false, false, true],
    ["/petGame", false, true, true, false],
    ["/rollnft", false, false, false, false],
    ["/market", false, true, true, true],
    ["/market/detail", false, true, true, false],
    ["/market/history", false, true, true, false],
  ])("%s: before init %s, login native %s / web %s, re-fetch %s", (path, early, native, web, refetch) => {
    expect(rendersBeforeInit(path)).toBe(early);
    expect(requiresLogin(path, "native")).toBe(native);
    expect(requiresLogin(path, "web")).toBe(web);
    expect(refetchesUserInfo(path)).toBe(refetch);
    // The overlay covers the login-required ones while app start runs (none is exempt).
    expect(showsLoadingOverlay(path, "native", false)).toBe(native);
  });

  it("sends a signed-out web visitor of a market item to login, never a Telegram user", () => {
    expect(redirectsToLogin("/market/detail?id=17", "web", false)).toBe(true);
    expect(redirectsToLogin("/market/detail?id=17", "telegram", false)).toBe(false);
    expect(redirectsToLogin("/library", "web", false)).toBe(false);
  });

  it("hides the feedback ball on the market pages only", () => {
    expect(["/market", "/market/detail", "/market/history"].map((path) => showsFeedbackBall(path, "h5"))).toEqual([false, false, false]);
    expect(["/library", "/space", "/petV2", "/petGame", "/rollnft"].map((path) => showsFeedbackBall(path, "h5"))).toEqual([true, true, true, true, true]);
  });

  it("goes home from the library and the showcase in Telegram, back through history elsewhere", () => {
    expect(telegramBackAction("/library")).toEqual({ kind: "navigate", to: "/" });
    expect(telegramBackAction("/space?uid=3")).toEqual({ kind: "navigate", to: "/" });
    expect(telegramBackAction("/library/item?id=3")).toEqual({ kind: "history-back" });
    expect(telegramBackAction("/petGame")).toEqual({ kind: "history-back" });
  });

  it("shows the me tab on the collection, the pets and the market, no bar while the pet game is played", () => {
    expect(["/library", "/library/item", "/space", "/petV2", "/petV2/draw", "/rollnft", "/market", "/market/detail"].map(tabBarTab)).toEqual(Array(8).fill("me"));
    expect(tabBarTab("/petGame")).toBeNull();
  });
});

describe("start param pages (deep links into the mini app)", () => {
  it.each([
    ["market", "17", "/market/detail?id=17"],
    ["market", "", "/market"],
    ["market", "0", "/market"],
    ["market", "abc", "/market"],
    ["item", "5", "/library/item?id=5"],
    ["space", "10026", "/space?uid=10026"],
    ["library", "", "/library"],
    ["pets", "", "/petV2"],
    ["petdraw", "", "/petV2/draw"],
    ["rollnft", "9", "/rollnft"],
    ["casino", "1", null],
    ["constructor", "", null],
  ])("go-%s-%s → %s", (name, id, path) => {
    expect(startPagePath(name, id)).toBe(path);
  });

  it("is part of the rules app start applies", () => {
    expect(XWORLD_ROUTE_RULES.startPagePath?.("market", "3")).toBe("/market/detail?id=3");
  });
});

describe("issue 17's routes", () => {
  it("does not read the static profile pages as a player's public profile", () => {
    // Next.js serves /profile/select and /profile/addProduct from their own folders (see route-structure.test.ts).
    expect(rendersBeforeInit("/profile/select")).toBe(false);
    expect(rendersBeforeInit("/profile/addProduct")).toBe(false);
    expect(rendersBeforeInit("/profile/edit")).toBe(false);
    expect(rendersBeforeInit("/profile/10002")).toBe(true);
    expect(requiresLogin("/profile/select", "web")).toBe(true);
    expect(requiresLogin("/profile/10002", "web")).toBe(false);
  });

  it.each([
    // The concrete pages behind the bare names, and the bare names themselves.
    ["/user/setup", true], ["/user/setup/name", true], ["/user/setup/language", true], ["/setup", true], ["/create", true],
    ["/account", true], ["/followTask", true], ["/offer/followTask", true], ["/offer", true],
    ["/user/withdraw-payment", true], ["/user/withdrawNew", true], ["/user/report", true], ["/user/bindCode", true],
    ["/profile/edit/name", true], ["/profile/addProduct", true], ["/products/5003", true],
    ["/task/download", false], ["/posts/1", false], ["/buildDialog/1", false], ["/user/feedback/assistant", false],
  ])("%s needs a login on the web: %s", (path, expected) => expect(requiresLogin(path, "web")).toBe(expected));

  it("shows the tab bar on the new personal areas, not on their flow steps", () => {
    expect(["/profile/edit", "/profile/select", "/user/payment", "/user/bindCode", "/offer", "/offer/followTask"].map(tabBarTab)).toEqual(["me", "me", "me", "invite", "earn", "earn"]);
    for (const path of ["/user/withdrawNew", "/user/withdraw-payment", "/user/setup/name", "/profile/edit/name", "/profile/addProduct"]) expect(tabBarTab(path)).toBeNull();
  });

  it("renders the dialog and content routes before app start", () => {
    for (const path of ["/buildDialog/2", "/posts/1", "/products/5003", "/activity/recharge_dialog", "/activity/exchange_dialog"]) expect(rendersBeforeInit(path)).toBe(true);
  });
});
