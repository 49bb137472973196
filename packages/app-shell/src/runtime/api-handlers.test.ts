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
});
