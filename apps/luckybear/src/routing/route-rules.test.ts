import { describe, expect, it } from "vitest";
import { redirectsToLogin, refetchesUserInfo, showsFeedbackBall, showsLoadingOverlay, tabBarTab, telegramBackAction } from "./route-rules";

describe("luckybear route rules", () => {
  it.each([
    ["/luckybear", false],
    ["/luckybear/game/gameTab", false],
    ["/luckybear/money", true],
    ["/luckybear/money/pay", true],
    ["/luckybear/money/pay-confirm", true],
    ["/luckybear/rewards", true],
    ["/luckybear/spin", true],
    ["/luckybear/lottery", true],
    ["/luckybear/prizes", true],
    ["/luckybear/champions", true],
    ["/luckybear/champions/7", true],
    ["/luckybear/vip", true],
  ])("%s needs login: %s", (path, needsLogin) => {
    expect(redirectsToLogin(path, "luckybear-web", false)).toBe(needsLogin);
    expect(redirectsToLogin(path, "luckybear-web", true)).toBe(false);
    expect(redirectsToLogin(path, "telegram", false)).toBe(false);
    expect(showsLoadingOverlay(path, "luckybear-web", false)).toBe(needsLogin);
    expect(showsLoadingOverlay(path, "luckybear-web", true)).toBe(false);
    expect(refetchesUserInfo(path)).toBe(needsLogin);
  });
});

describe("luckybear service screens", () => {
  it.each([
    ["/luckybear/agent", false],
    ["/luckybear/giftcode", true],
    ["/luckybear/country", false],
    ["/luckybear/money/locked", true],
    ["/luckybear/money/history", true],
  ])("%s needs login, shows the overlay until start, the tab bar of its tab; re-reads user info: %s", (path, refetches) => {
    expect(redirectsToLogin(path, "luckybear-web", false)).toBe(true);
    expect(redirectsToLogin(path, "telegram", false)).toBe(false);
    expect(showsLoadingOverlay(path, "luckybear-web", false)).toBe(true);
    expect(refetchesUserInfo(path)).toBe(refetches);
    expect(tabBarTab(path)).toBe(path === "/luckybear/agent" ? "invite" : "me");
    // A page inside a tab's area: back goes where the player came from.
    expect(telegramBackAction(path)).toEqual({ kind: "history-back" });
  });
});

describe("luckybear invite and me tabs", () => {
  it("needs a login for the invite tab (its link and friends are the player's) but not for the me tab", () => {
    expect(redirectsToLogin("/luckybear/invite", "luckybear-web", false)).toBe(true);
    expect(redirectsToLogin("/luckybear/me", "luckybear-web", false)).toBe(false);
    expect(tabBarTab("/luckybear/invite")).toBe("invite");
    expect(tabBarTab("/luckybear/me")).toBe("me");
  });
});

describe("luckybear feedback ball and Telegram back button", () => {
  it.each([
    ["/luckybear", true],
    ["/luckybear/game/gameTab", true],
    ["/luckybear/money/pay", false],
    ["/user/login", false],
  ])("%s shows the ball: %s (always in Telegram)", (path, shown) => {
    expect(showsFeedbackBall(path, "synthesis_game")).toBe(shown);
    expect(showsFeedbackBall(path, "telegram")).toBe(true);
  });

  it("asks before closing at the lobby and goes back elsewhere", () => {
    expect(telegramBackAction("/luckybear")).toEqual({ kind: "confirm-close" });
    expect(telegramBackAction("/luckybear/money")).toEqual({ kind: "history-back" });
  });
});

describe("luckybear tab bar", () => {
  it.each([
    ["/", "home"],
    ["/luckybear", "home"],
    ["/luckybear/game/gameTab", "games"],
    ["/luckybear/rewards", "rewards"],
    ["/luckybear/invite", "invite"],
    ["/luckybear/me", "me"],
    ["/luckybear/spin", "rewards"],
    ["/luckybear/champions/7", "rewards"],
    ["/luckybear/vip", "rewards"],
    ["/luckybear/agent", "invite"],
    ["/luckybear/money", "me"],
    ["/luckybear/money/history", "me"],
    ["/user/setting", "me"],
    ["/luckybear/money/pay", null],
    ["/luckybear/money/pay-confirm", null],
    ["/user/login", null],
    ["/user/verify", null],
  ])("%s shows tab %s", (path, tab) => {
    expect(tabBarTab(path)).toBe(tab);
  });

  it("sends back from another tab root to the lobby, and back through a tab's sub-screens and flow steps", () => {
    for (const root of ["/luckybear/game/gameTab", "/luckybear/rewards", "/luckybear/invite", "/luckybear/me"]) {
      expect(telegramBackAction(root)).toEqual({ kind: "navigate", to: "/luckybear" });
    }
    for (const path of ["/luckybear/spin", "/luckybear/vip", "/luckybear/champions/7", "/luckybear/agent", "/luckybear/money", "/luckybear/money/pay"]) {
      expect(telegramBackAction(path)).toEqual({ kind: "history-back" });
    }
  });
});
