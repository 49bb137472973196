import { describe, expect, it } from "vitest";
import { redirectsToLogin, refetchesUserInfo, showsLoadingOverlay } from "./route-rules";

describe("luckybear route rules", () => {
  it.each([
    ["/luckybear", false],
    ["/luckybear/game/gameTab", false],
    ["/luckybear/money", true],
    ["/luckybear/money/pay", true],
    ["/luckybear/money/pay-confirm", true],
  ])("%s needs login: %s", (path, needsLogin) => {
    expect(redirectsToLogin(path, "luckybear-web", false)).toBe(needsLogin);
    expect(redirectsToLogin(path, "luckybear-web", true)).toBe(false);
    expect(redirectsToLogin(path, "telegram", false)).toBe(false);
    expect(showsLoadingOverlay(path, "luckybear-web", false)).toBe(needsLogin);
    expect(showsLoadingOverlay(path, "luckybear-web", true)).toBe(false);
    expect(refetchesUserInfo(path)).toBe(needsLogin);
  });
});
