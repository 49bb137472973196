import { describe, expect, it } from "vitest";
import { toInternalPath } from "./internal-path";
import { isAllowedHost, resolveAfterLogin } from "./login-redirect";

describe("isAllowedHost", () => {
  const list = ["pay.example.com", ".partner.io", "*.games.net"];
  it.each([
    ["pay.example.com", true],
    ["PAY.example.com", true],
    ["evil.example.com", false],
    ["partner.io", true],
    ["a.b.partner.io", true],
    ["evilpartner.io", false],
    ["x.games.net", true],
    ["games.net", false],
    ["pay.example.com.evil.com", false],
  ])("%s → %s", (host, expected) => {
    expect(isAllowedHost(host, list)).toBe(expected);
  });
});

describe("toInternalPath", () => {
  it.each([
    ["/wallet", "/wallet"],
    ["/vi-VN/task/details?taskId=3#top", "/vi-VN/task/details?taskId=3#top"],
    ["/a/../wallet", "/wallet"],
    ["//evil.com", null],
    ["/\\evil.com", null],
    ["/\t/evil.com", null],
    ["wallet", null],
    ["javascript:alert(1)", null],
  ])("%j → %j", (input, expected) => {
    expect(toInternalPath(input)).toBe(expected);
  });

  // Dot segments and encodings that normalise to a second host ("//evil.example"), found in review, and
  // the usual open-redirect strings: none may come out as anything but a path of this site.
  it.each([
    "/..//evil.example/x",
    "/%2e%2e//evil.example/x",
    "/%2E%2E//evil.example/x",
    "/.//evil.example/x",
    "/%2e//evil.example/x",
    "/vi-VN/..//evil.example/x",
    "/en-US/../..//evil.example/x",
    "/./..//evil.example",
    "/..///evil.example",
    "/..%2f/evil.example",
    "/..\\evil.example",
    "//evil.example",
    "///evil.example",
    "////evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r//evil.example",
    "/\u0000//evil.example",
    " //evil.example",
    "https://evil.example",
    "http:evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
  ])("%j never leaves the site", (input) => {
    const href = toInternalPath(input);
    if (href === null) return;
    expect(href.startsWith("/") && !href.startsWith("//") && !href.includes("\\")).toBe(true);
    expect(new URL(href, "https://app.example").host).toBe("app.example");
  });

  it.each([
    ["/..//evil.example/x", null],
    ["/%2e%2e//evil.example/x", null],
    ["/.//evil.example/x", null],
    ["/vi-VN/..//evil.example/x", null],
    ["/..%2f%2fevil.example", "/..%2f%2fevil.example"],
    ["/vi-VN/wallet/../share", "/vi-VN/share"],
  ])("%j → %j", (input, expected) => {
    expect(toInternalPath(input)).toBe(expected);
  });
});

describe("resolveAfterLogin", () => {
  const base = { allowedHosts: ["pay.example.com"], platform: "web" as const, onLoginPage: true };

  it.each([
    // [backUrl, expected action]
    ["/wallet", { kind: "push", href: "/wallet" }],
    ["/vi-VN/wallet?coin=WH", { kind: "push", href: "/vi-VN/wallet?coin=WH" }],
    ["/petV2", { kind: "replace", href: "/petV2" }],
    ["/petV2/draw", { kind: "replace", href: "/petV2/draw" }],
    ["/vi-VN/market?tab=sell&backShow=1", { kind: "replace", href: "/vi-VN/market?tab=sell&backShow=1" }],
    ["/market/detail", { kind: "replace", href: "/market/detail" }],
    ["/marketing", { kind: "push", href: "/marketing" }],
    ["https://pay.example.com/order?id=1", { kind: "open-external", href: "https://pay.example.com/order?id=1" }],
    ["http://pay.example.com/", { kind: "open-external", href: "http://pay.example.com/" }],
    // open redirects go home
    ["//evil.com", { kind: "push", href: "/" }],
    ["https://evil.com", { kind: "push", href: "/" }],
    ["https://pay.example.com.evil.com/", { kind: "push", href: "/" }],
    ["https://pay.example.com@evil.com/", { kind: "push", href: "/" }],
    ["https://user@pay.example.com/", { kind: "push", href: "/" }],
    ["HTTPS://EVIL.COM", { kind: "push", href: "/" }],
    ["httpx://pay.example.com", { kind: "push", href: "/" }],
    ["javascript:alert(document.cookie)", { kind: "push", href: "/" }],
    ["JaVaScRiPt:alert(1)", { kind: "push", href: "/" }],
    ["/\\evil.com", { kind: "push", href: "/" }],
    ["\\\\evil.com", { kind: "push", href: "/" }],
    ["data:text/html,hi", { kind: "push", href: "/" }],
    ["/..//evil.example/x", { kind: "push", href: "/" }],
    ["/%2e%2e//evil.example/x", { kind: "push", href: "/" }],
    ["/.//evil.example/x", { kind: "push", href: "/" }],
    ["/vi-VN/..//evil.example/x", { kind: "push", href: "/" }],
    // nothing to return to, or a loop
    ["", { kind: "push", href: "/" }],
    [null, { kind: "push", href: "/" }],
    ["/user/login?backUrl=/wallet", { kind: "push", href: "/" }],
    ["/en-US/user/login-home", { kind: "push", href: "/" }],
  ] as const)("%j → %j", (backUrl, expected) => {
    expect(resolveAfterLogin({ ...base, backUrl })).toEqual(expected);
  });

  it("goes to the given home when backUrl is refused", () => {
    expect(resolveAfterLogin({ ...base, backUrl: "https://evil.com", home: "/vi-VN" })).toEqual({
      kind: "push",
      href: "/vi-VN",
    });
  });

  it("closes the view on the login page inside the native app", () => {
    expect(resolveAfterLogin({ ...base, platform: "native", backUrl: "/wallet" })).toEqual({
      kind: "close-view",
      href: "/wallet",
    });
  });

  it("routes normally in the native app when login happened elsewhere", () => {
    expect(resolveAfterLogin({ ...base, platform: "native", onLoginPage: false, backUrl: "/market" })).toEqual({
      kind: "replace",
      href: "/market",
    });
  });
});
