import { describe, expect, it } from "vitest";
import {
  cookieDomainForHost,
  createDocumentCookieJar,
  createMemoryCookieJar,
  loginCookieAttributes,
  readCookie,
  serializeCookie,
} from "./cookies";

describe("cookieDomainForHost", () => {
  it.each([
    ["a.b.example.com", ".example.com"],
    ["www.example.com", ".example.com"],
    ["example.com", ".example.com"],
    ["Game.Example.COM", ".example.com"],
    ["example.com.", ".example.com"],
    ["app.example.com:3000", ".example.com"],
    ["localhost", undefined],
    ["localhost:3000", undefined],
    ["app.localhost", undefined],
    ["127.0.0.1", undefined],
    ["192.168.1.20:3001", undefined],
    ["[::1]", undefined],
    ["::1", undefined],
    ["devbox", undefined],
    ["", undefined],
  ])("%s → %s", (host, expected) => {
    expect(cookieDomainForHost(host)).toBe(expected);
  });
});

describe("loginCookieAttributes", () => {
  it("lasts 7 days, is Lax, and is Secure on https", () => {
    expect(loginCookieAttributes({ hostname: "m.example.com", protocol: "https:" })).toEqual({
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
