import { describe, expect, it } from "vitest";
import {
  isAlwaysAllowed,
  redirectsToLogin,
  refetchesUserInfo,
  rendersBeforeInit,
  requiresLogin,
  showsFeedbackBall,
  showsLoadingOverlay,
  tabBarTab,
  telegramBackAction,
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

describe("tab bar", () => {
  it.each([
    ["/", "home"],
    ["/wallet", "wallet"],
    ["/share", "invite"],
    ["/shareTab", "invite"],
    ["/me", "me"],
    ["/user/orders", "me"],
    ["/user/setting", "me"],
    ["/giftcode", "me"],
    ["/wallet/exchange", null],
    ["/wallet/gas", null],
    ["/user/withdraw", null],
    ["/user/login", null],
    ["/user/verify", null],
    ["/user/bind-phone", null],
    ["/task/details", null],
    ["/activity/recharge", null],
  ])("%s shows tab %s", (path, tab) => {
    expect(tabBarTab(path)).toBe(tab);
  });

  it("sends Telegram back from the me tab home", () => {
    expect(telegramBackAction("/me")).toEqual({ kind: "navigate", to: "/" });
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
    for (const path of ["/profile/edit", "/profile/select", "/user/payment", "/user/bindCode", "/offer"]) expect(tabBarTab(path)).toBe("me");
    for (const path of ["/user/withdrawNew", "/user/withdraw-payment", "/user/setup/name", "/profile/edit/name", "/offer/followTask"]) expect(tabBarTab(path)).toBeNull();
  });

  it("renders the dialog and content routes before app start", () => {
    for (const path of ["/buildDialog/2", "/posts/1", "/products/5003", "/activity/recharge_dialog", "/activity/exchange_dialog"]) expect(rendersBeforeInit(path)).toBe(true);
  });
});
