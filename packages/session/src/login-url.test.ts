import { describe, expect, it } from "vitest";
import { buildLoginUrl } from "./login-url";

describe("buildLoginUrl", () => {
  it.each([
    ["native", undefined, { kind: "native-login", backUrl: "/wallet?tab=1" }],
    ["page-model", undefined, { kind: "push", href: "/user/login-home?backUrl=%2Fwallet%3Ftab%3D1" }],
    ["page-model", "vi-VN", { kind: "push", href: "/vi-VN/user/login-home?backUrl=%2Fwallet%3Ftab%3D1" }],
    ["web", undefined, { kind: "push", href: "/user/login?backUrl=%2Fwallet%3Ftab%3D1" }],
    ["telegram", "en-US", { kind: "push", href: "/en-US/user/login?backUrl=%2Fwallet%3Ftab%3D1" }],
    ["luckybear-web", undefined, { kind: "push", href: "/user/login?backUrl=%2Fwallet%3Ftab%3D1" }],
  ] as const)("%s (locale %s)", (platform, locale, expected) => {
    expect(buildLoginUrl({ platform, backUrl: "/wallet?tab=1", locale })).toEqual(expected);
  });

  it("leaves out an empty backUrl", () => {
    expect(buildLoginUrl({ platform: "web", backUrl: "" })).toEqual({ kind: "push", href: "/user/login" });
  });
});
