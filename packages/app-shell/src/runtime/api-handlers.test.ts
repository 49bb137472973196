import { describe, expect, it } from "vitest";
import { onBindPhoneRequiredAction, onSessionExpiredAction, onVerifyRequiredAction } from "./api-handlers";

const base = { locale: "vi-VN", currentPath: "/vi-VN/user/orders?tab=2", loginPath: "/user/login" };

describe("API code actions", () => {
  it("1004 on the web: the login page with a way back", () => {
    expect(onSessionExpiredAction({ ...base, platform: "web", reloadsSoFar: 0 })).toEqual({
      kind: "navigate",
      href: "/vi-VN/user/login?backUrl=%2Fvi-VN%2Fuser%2Forders%3Ftab%3D2",
    });
  });

  it("1004 in page-model goes to login-home", () => {
    const action = onSessionExpiredAction({ ...base, platform: "page-model", reloadsSoFar: 0, loginPath: "/user/login-home" });
    expect(action).toMatchObject({ kind: "navigate", href: expect.stringMatching(/^\/vi-VN\/user\/login-home\?backUrl=/) });
  });

  it.each([
    [0, "reload"],
    [2, "reload"],
    [3, "account-abnormal"],
    [7, "account-abnormal"],
  ])("1004 in Telegram after %i reloads: %s", (reloads, kind) => {
    expect(onSessionExpiredAction({ ...base, platform: "telegram", reloadsSoFar: reloads }).kind).toBe(kind);
  });

  it("1010: login with verify and the way back", () => {
    expect(onVerifyRequiredAction("en-US", "/en-US/wallet")).toEqual({
      kind: "navigate",
      href: "/en-US/user/login?verify=true&backUrl=%2Fen-US%2Fwallet",
    });
  });

  it("1012: bind-phone with the way back", () => {
    expect(onBindPhoneRequiredAction("en-US", "/en-US/wallet")).toEqual({
      kind: "navigate",
      href: "/en-US/user/bind-phone?backUrl=%2Fen-US%2Fwallet",
    });
  });
});
