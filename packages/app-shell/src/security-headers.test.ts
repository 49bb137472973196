// @vitest-environment node
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { localeProxy } from "./locale-proxy";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("security headers", () => {
  it("lets the app and Telegram's web client frame pages, and no one else", () => {
    expect(directives(contentSecurityPolicy()).get("frame-ancestors")).toBe(
      "'self' https://web.telegram.org https://*.telegram.org",
    );
  });

  it("never sends X-Frame-Options, which would break Telegram Web", () => {
    expect(Object.keys(securityHeaders({ production: true }))).not.toContain("X-Frame-Options");
  });

  it("sends HSTS only in production", () => {
    expect(securityHeaders({ production: true })["Strict-Transport-Security"]).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(securityHeaders({ production: false })).not.toHaveProperty("Strict-Transport-Security");
  });

  it("sets referrer, sniffing and permission policies", () => {
    expect(securityHeaders({ production: false })).toMatchObject({
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Content-Type-Options": "nosniff",
      "Permissions-Policy": expect.stringContaining("camera=()"),
    });
  });

  it.each([
    ["a page", "/en-US/wallet"],
    ["a locale redirect", "/wallet"],
  ])("the proxy puts them on %s", (_kind, path) => {
    vi.stubEnv("NODE_ENV", "production");
    const response = localeProxy(new NextRequest(new URL(path, "http://127.0.0.1:3000")));
    expect(response.headers.get("content-security-policy")).toBe(contentSecurityPolicy());
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
  });
});
