// @vitest-environment node
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { localeProxy, localeProxyOptionsFrom } from "./locale-proxy";
import { runtimeConfigFrom } from "./runtime-config";
import { contentSecurityPolicy, createNonce, cspSourcesFrom, NONCE_HEADER, securityHeaders } from "./security-headers";
import { readServerEnv, serverEnvSchema } from "./env";

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

const NO_SOURCES = { connect: [], scripts: [] };
const csp = (overrides: Partial<Parameters<typeof contentSecurityPolicy>[0]> = {}) =>
  contentSecurityPolicy({ ...NO_SOURCES, nonce: "abc", development: false, ...overrides });

function configOf(env: Record<string, string>) {
  const schema = serverEnvSchema({ analyticsProject: "xworld", telegramBotName: "bot", storeHost: "store.example" });
  return runtimeConfigFrom(readServerEnv("xworld", schema, { API_ORIGIN: "http://127.0.0.1:4410", ...env }));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("content security policy", () => {
  it("lets the app and Telegram's web client frame pages, and no one else", () => {
    expect(directives(csp()).get("frame-ancestors")).toBe("'self' https://web.telegram.org https://*.telegram.org");
  });

  it("runs the app's own scripts and those carrying this response's nonce, nothing inline without it", () => {
    const scriptSrc = directives(csp({ nonce: "n0nce" })).get("script-src");
    expect(scriptSrc).toBe("'self' 'nonce-n0nce'");
    expect(scriptSrc).not.toContain("unsafe-inline");
  });

  it("adds eval and the dev server's socket only under next dev", () => {
    expect(directives(csp({ development: true })).get("script-src")).toContain("'unsafe-eval'");
    expect(directives(csp({ development: true })).get("connect-src")).toBe("'self' ws: wss:");
    expect(csp()).not.toContain("unsafe-eval");
  });

  it("allows calls to the configured API, service hosts and analytics origins only", () => {
    const config = configOf({
      BROWSER_API_ORIGIN: "https://api.example.com/base",
      SERVICE_HOSTS: "wallet=https://wallet.example.com,tg=https://tg.example.com/x",
      ANALYTICS_ENDPOINT: "https://collect.example.net/v1/collect",
    });
    expect(directives(csp(cspSourcesFrom(config))).get("connect-src")).toBe(
      "'self' https://api.example.com https://wallet.example.com https://tg.example.com https://collect.example.net",
    );
  });

  it("adds the tag manager's host to scripts and calls only when one is configured", () => {
    expect(cspSourcesFrom(configOf({})).scripts).toEqual([]);
    const sources = cspSourcesFrom(configOf({ TAG_MANAGER_ID: "GTM-1", TAG_MANAGER_HOST: "https://tags.example.org" }));
    expect(sources.scripts).toEqual(["https://tags.example.org"]);
    expect(sources.connect).toContain("https://tags.example.org");
  });

  it("makes a new unguessable nonce every time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("security headers", () => {
  const headers = (production: boolean) => securityHeaders({ production, csp: { ...NO_SOURCES, nonce: "n", development: false } });

  it("never sends X-Frame-Options, which would break Telegram Web", () => {
    expect(Object.keys(headers(true))).not.toContain("X-Frame-Options");
  });

  it("sends HSTS only in production", () => {
    expect(headers(true)["Strict-Transport-Security"]).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(headers(false)).not.toHaveProperty("Strict-Transport-Security");
  });

  it("sets referrer, sniffing and permission policies", () => {
    expect(headers(false)).toMatchObject({
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Content-Type-Options": "nosniff",
      "Permissions-Policy": expect.stringContaining("camera=()"),
    });
  });

  const proxyOptions = (overrides: Partial<Parameters<typeof localeProxy>[1]> = {}) => ({
    sources: NO_SOURCES,
    cookieDomain: null,
    production: false,
    ...overrides,
  });

  it.each([
    ["a page", "/en-US/wallet"],
    ["a locale redirect", "/wallet"],
  ])("the proxy puts them on %s, with a fresh nonce each time", (_kind, path) => {
    const first = localeProxy(
      new NextRequest(new URL(path, "http://127.0.0.1:3000")),
      proxyOptions({ sources: { connect: ["https://api.example.com"], scripts: [] }, production: true }),
    );
    const second = localeProxy(new NextRequest(new URL(path, "http://127.0.0.1:3000")), proxyOptions({ production: true }));
    const policy = first.headers.get("content-security-policy") ?? "";
    expect(directives(policy).get("connect-src")).toBe("'self' https://api.example.com");
    expect(directives(policy).get("script-src")).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+'$/);
    expect(directives(second.headers.get("content-security-policy") ?? "").get("script-src")).not.toBe(directives(policy).get("script-src"));
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("hands the page the same nonce the response's policy names", () => {
    const response = localeProxy(new NextRequest(new URL("/en-US/wallet", "http://127.0.0.1:3000")), proxyOptions());
    // NextResponse.next({ request: { headers } }) forwards overridden request headers as x-middleware-request-*.
    const nonce = response.headers.get(`x-middleware-request-${NONCE_HEADER}`);
    expect(nonce).toBeTruthy();
    expect(response.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(response.headers.get("content-security-policy"));
  });

  it.each([
    ["a production deployment", { NODE_ENV: "production", OFFER_STATS_SECRET: "s3cret" }, true],
    ["DEPLOY_ENV=production set explicitly", { DEPLOY_ENV: "production", OFFER_STATS_SECRET: "s3cret" }, true],
    // The e2e's `next start` over plain http: a production build, but not a production deployment.
    ["a production build under test", { NODE_ENV: "production", DEPLOY_ENV: "test" }, false],
    ["next dev", { NODE_ENV: "development" }, false],
  ])("HSTS for %s", (_kind, env, hsts) => {
    const schema = serverEnvSchema({ analyticsProject: "xworld", telegramBotName: "bot", storeHost: "store.example" });
    const options = localeProxyOptionsFrom(readServerEnv("xworld", schema, env));
    const response = localeProxy(new NextRequest(new URL("/en-US", "https://xworld.example")), options);
    expect(response.headers.has("strict-transport-security")).toBe(hsts);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors");
  });
});
