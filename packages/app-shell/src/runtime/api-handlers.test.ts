import { describe, expect, it } from "vitest";
import { onBindPhoneRequiredAction, onVerifyRequiredAction } from "./api-handlers";

describe("API code actions", () => {
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

  it.each([
    ["1010 on the login page", () => onVerifyRequiredAction("en-US", "/en-US/user/login?backUrl=%2Fen-US%2Fwallet")],
    ["1010 on the login page without a locale", () => onVerifyRequiredAction("en-US", "/user/login")],
    ["1012 on the bind-phone page", () => onBindPhoneRequiredAction("en-US", "/en-US/user/bind-phone?backUrl=%2Fen-US%2Fwallet%2Fgas")],
    ["1012 on the bind-phone page, another locale", () => onBindPhoneRequiredAction("en-US", "/vi-VN/user/bind-phone/")],
  ])("%s: stays, so the way back is not nested into itself", (_name, action) => {
    expect(action()).toBeNull();
  });

  it("1012 on the login page still goes to bind-phone, and 1010 on bind-phone to login", () => {
    expect(onBindPhoneRequiredAction("en-US", "/en-US/user/login")?.href).toBe("/en-US/user/bind-phone?backUrl=%2Fen-US%2Fuser%2Flogin");
    expect(onVerifyRequiredAction("en-US", "/en-US/user/bind-phone")?.href).toBe("/en-US/user/login?verify=true&backUrl=%2Fen-US%2Fuser%2Fbind-phone");
  });
});
