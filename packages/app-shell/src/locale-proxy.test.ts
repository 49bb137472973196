// @vitest-environment node
// (happy-dom drops the forbidden "cookie" request header)
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { localeProxy as proxyWith } from "./locale-proxy";

const localeProxy = (request: Parameters<typeof proxyWith>[0], cookieDomain: string | null = null) =>
  proxyWith(request, { sources: { connect: [], scripts: [] }, cookieDomain, production: false });

function request(path: string, headers: Record<string, string> = {}, origin = "http://127.0.0.1:3000") {
  return new NextRequest(new URL(path, origin), { headers });
}

/** Path and query of the redirect target (Next spells the loopback host as localhost). */
function location(response: Response): string | null {
  const value = response.headers.get("location");
  if (!value) return null;
  const url = new URL(value);
  return `${url.pathname}${url.search}`;
}

describe("localeProxy", () => {
  it("sends an unprefixed path to the default locale vi-VN", () => {
    const response = localeProxy(request("/wallet?tab=coins"));
    expect(response.status).toBe(307);
    expect(location(response)).toBe("/vi-VN/wallet?tab=coins");
  });

  it("prefers the language cookie over Accept-Language", () => {
    const response = localeProxy(request("/", { cookie: "lang=ru-RU", "accept-language": "zh-CN" }));
    expect(location(response)).toBe("/ru-RU");
  });

  it("uses Accept-Language on a first visit", () => {
    const response = localeProxy(request("/wallet", { "accept-language": "pt-PT,pt;q=0.9,en;q=0.5" }));
    expect(location(response)).toBe("/pt-BR/wallet");
  });

  it("canonicalises the case of a locale prefix", () => {
    const response = localeProxy(request("/ru-ru/wallet"));
    expect(location(response)).toBe("/ru-RU/wallet");
  });

  it("lets a prefixed path through and remembers its locale in the cookie", () => {
    const response = localeProxy(request("/zh-CN/wallet", { cookie: "lang=vi-VN" }));
    expect(response.status).toBe(200);
    expect(location(response)).toBeNull();
    expect(response.cookies.get("lang")?.value).toBe("zh-CN");
  });

  it("leaves the cookie alone for prefetches and RSC fetches of other-language links", () => {
    expect(localeProxy(request("/en-US/wallet", { cookie: "lang=ru-RU", "next-router-prefetch": "1" })).cookies.get("lang")).toBeUndefined();
    expect(localeProxy(request("/en-US/wallet", { cookie: "lang=ru-RU", rsc: "1" })).cookies.get("lang")).toBeUndefined();
  });

  it("does not rewrite the cookie when it already matches", () => {
    const response = localeProxy(request("/vi-VN", { cookie: "lang=vi-VN" }));
    expect(response.cookies.get("lang")).toBeUndefined();
  });

  it("writes a host-only language cookie when no COOKIE_DOMAIN is configured", () => {
    const cookie = localeProxy(request("/ru-RU/wallet", {}, "https://m.xworld.com.vn")).headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^lang=ru-RU;/);
    expect(cookie).not.toMatch(/domain=/i);
  });

  it("shares the language cookie on COOKIE_DOMAIN, like the login cookies", () => {
    const cookie = localeProxy(request("/ru-RU/wallet", {}, "https://m.xworld.com.vn"), ".xworld.com.vn").headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/Domain=\.xworld\.com\.vn/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=lax/i);
  });

  it("keeps the cookie host-only on a host outside COOKIE_DOMAIN (a browser would drop it otherwise)", () => {
    const cookie = localeProxy(request("/ru-RU/wallet", {}, "https://preview.example.net"), ".xworld.com.vn").headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^lang=ru-RU;/);
    expect(cookie).not.toMatch(/domain=/i);
  });

  it("marks the cookie Secure behind a TLS-terminating proxy, and not over plain http", () => {
    const behindTls = request("/ru-RU/wallet", { "x-forwarded-proto": "https" }, "http://xworld.example");
    expect(localeProxy(behindTls, ".xworld.example").headers.get("set-cookie")).toMatch(/Domain=\.xworld\.example.*Secure/i);
    expect(localeProxy(request("/ru-RU/wallet", {}, "http://xworld.example"), ".xworld.example").headers.get("set-cookie")).not.toMatch(/Secure/i);
  });
});
