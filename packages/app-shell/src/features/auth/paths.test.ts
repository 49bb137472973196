import { describe, expect, it } from "vitest";
import { authHref } from "./paths";

describe("authHref", () => {
  it("builds locale-prefixed auth routes and encodes the backUrl once", () => {
    expect(authHref("en-US", "login", { backUrl: "/en-US/profile?tab=1" })).toBe("/en-US/user/login?backUrl=%2Fen-US%2Fprofile%3Ftab%3D1");
    expect(authHref("vi-VN", "bindPhone")).toBe("/vi-VN/user/bind-phone");
  });

  it("leaves out empty query values", () => {
    expect(authHref("en-US", "login", { backUrl: null, method: "email", verify: "" })).toBe("/en-US/user/login?method=email");
  });
});
