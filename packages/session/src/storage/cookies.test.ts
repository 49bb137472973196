import { describe, expect, it } from "vitest";
import {
  cookieDomainFor,
  createDocumentCookieJar,
  createMemoryCookieJar,
  loginCookieAttributes,
  readCookie,
  serializeCookie,
} from "./cookies";

describe("cookieDomainFor", () => {
  it.each([
    // [page host, configured domain, Domain attribute]
    ["a.b.example.com", ".example.com", ".example.com"],
    ["example.com", "example.com", ".example.com"],
    ["Game.Example.COM", ".example.com", ".example.com"],
    ["app.example.com:3000", ".example.com", ".example.com"],
    ["shop.xworld.com.vn", ".xworld.com.vn", ".xworld.com.vn"],
    // Host-only by default: no guess from the host (".com.vn", ".co.id" or ".com.br" would be a public suffix).
    ["shop.xworld.com.vn", undefined, undefined],
    ["game.xworld.co.id", null, undefined],
    ["play.xworld.com.br", "", undefined],
    // A domain the page is not under, a bare suffix, addresses and localhost: host-only.
    ["evil.example.net", ".example.com", undefined],
    ["notexample.com", ".example.com", undefined],
    ["app.example.com", "com", undefined],
    ["127.0.0.1", ".0.0.1", undefined],
    ["localhost:3000", ".example.com", undefined],
  ])("%s with %j → %s", (hostname, cookieDomain, expected) => {
    expect(cookieDomainFor({ hostname, protocol: "https:", cookieDomain })).toBe(expected);
  });
});

describe("loginCookieAttributes", () => {
  it("lasts 7 days, is Lax, and is Secure on https", () => {
    expect(loginCookieAttributes({ hostname: "m.example.com", protocol: "https:", cookieDomain: ".example.com" })).toEqual({
      maxAge: 604800,
      domain: ".example.com",
      path: "/",
      secure: true,
      sameSite: "Lax",
    });
  });

  it("is not Secure on http and host-only on localhost", () => {
    const attributes = loginCookieAttributes({ hostname: "localhost", protocol: "http:" });
    expect(attributes.secure).toBe(false);
    expect(attributes.domain).toBeUndefined();
  });
});

describe("serializeCookie / readCookie", () => {
  it("writes every attribute", () => {
    expect(
      serializeCookie("user_name", "Lê Văn; A", {
        maxAge: 60,
        domain: ".example.com",
        secure: true,
        sameSite: "Lax",
      }),
    ).toBe("user_name=L%C3%AA%20V%C4%83n%3B%20A; Max-Age=60; Domain=.example.com; Path=/; Secure; SameSite=Lax");
  });

  it("reads a cookie back and leaves broken encodings raw", () => {
    expect(readCookie("a=1; user_name=L%C3%AA; b=%E0%A4%A", "user_name")).toBe("Lê");
    expect(readCookie("b=%E0%A4%A", "b")).toBe("%E0%A4%A");
    expect(readCookie("a=1", "missing")).toBeNull();
  });
});

describe("cookie jars", () => {
  it("the document jar sets and removes through document.cookie", () => {
    const jar = createDocumentCookieJar(document);
    jar.set("lang", "en-US");
    expect(jar.get("lang")).toBe("en-US");
    jar.remove("lang");
    expect(jar.get("lang")).toBeNull();
  });

  it("the document jar without a document is inert", () => {
    const jar = createDocumentCookieJar(null);
    jar.set("a", "1");
    expect(jar.get("a")).toBeNull();
  });

  it("the memory jar records attributes and treats Max-Age=0 as removal", () => {
    const jar = createMemoryCookieJar();
    jar.set("a", "1", { domain: ".example.com" });
    expect(jar.attributesOf("a")).toEqual({ domain: ".example.com" });
    jar.set("a", "", { maxAge: 0 });
    expect(jar.get("a")).toBeNull();
  });
});
