// The security headers both apps send (issue 11, item 4), asserted once for both apps' e2e: a
// Content-Security-Policy with a fresh nonce per response that every script of the page carries,
// calls only to the configured origins, framing by the app and Telegram's web client only (never
// X-Frame-Options), the referrer, sniffing and permission policies, and HSTS only for a production
// deployment (the e2e's `next start` over http is DEPLOY_ENV=test).
import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";

export const TELEGRAM_WEB_FRAME_ANCESTORS = "'self' https://web.telegram.org https://*.telegram.org";

/** The policy's directives by name ("script-src" → "'self' 'nonce-…'"). */
export function cspDirectives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = "", ...values] = part.split(/\s+/);
        return [name, values.join(" ")];
      }),
  );
}

export interface SecurityHeaderExpectations {
  /** Origins `connect-src` must list after 'self', in order, and nothing else (the configured API, …). */
  connect: readonly string[];
}

/**
 * Opens `path` twice and checks the headers of both answers: the nonce differs between them and every
 * `<script>` of the page carries its answer's nonce. Returns the first answer's nonce.
 */
export async function expectSecurityHeaders(request: APIRequestContext, path: string, expected: SecurityHeaderExpectations): Promise<string> {
  const first = await request.get(path);
  expect(first.status(), `${path} answers`).toBe(200);
  const headers = first.headers();
  const policy = headers["content-security-policy"] ?? "";
  const directives = cspDirectives(policy);

  const nonce = /^'self' 'nonce-([A-Za-z0-9+/]+={0,2})'$/.exec(directives.get("script-src") ?? "")?.[1];
  expect(nonce, `script-src of ${path}: the app's own scripts and this answer's nonce, nothing else`).toBeTruthy();
  expect(policy).not.toContain("unsafe-inline");
  expect(policy).not.toContain("unsafe-eval");
  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length, `${path} has scripts`).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, `every script of ${path} carries the nonce`).toContain(`nonce="${nonce}"`);

  const second = cspDirectives((await request.get(path)).headers()["content-security-policy"] ?? "").get("script-src") ?? "";
  expect(second, "a second answer has its own nonce").toMatch(/^'self' 'nonce-[A-Za-z0-9+/]+={0,2}'$/);
  expect(second).not.toContain(nonce);

  expect(directives.get("connect-src"), `connect-src of ${path}: the app and the configured origins only`).toBe(["'self'", ...expected.connect].join(" "));
  expect(directives.get("frame-ancestors")).toBe(TELEGRAM_WEB_FRAME_ANCESTORS);
  expect(directives.get("object-src")).toBe("'none'");
  expect(directives.get("base-uri")).toBe("'self'");
  expect(headers["x-frame-options"], "X-Frame-Options would keep Telegram Web from showing the app").toBeUndefined();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  // HSTS belongs to a production deployment (DEPLOY_ENV=production); this server is a build under test.
  expect(headers["strict-transport-security"], "no HSTS from a test deployment over http").toBeUndefined();
  return nonce ?? "";
}

/** A locale redirect ("/" → "/<locale>…") carries the same headers as a page. */
export async function expectSecurityHeadersOnRedirect(request: APIRequestContext, path: string): Promise<void> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), `${path} redirects to its locale`).toBe(307);
  const headers = response.headers();
  expect(cspDirectives(headers["content-security-policy"] ?? "").get("frame-ancestors")).toBe(TELEGRAM_WEB_FRAME_ANCESTORS);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}

const VIOLATION_PREFIX = "CSP violation:";

/**
 * Every page of `target` logs each Content-Security-Policy violation as a console error (the fixture's
 * console watch then fails the test; `cspViolations` picks them out for a precise message).
 */
export async function reportCspViolations(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((prefix) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`${prefix} ${event.violatedDirective} blocked ${event.blockedURI || "inline"} in ${event.sourceFile || location.pathname}`);
    });
  }, VIOLATION_PREFIX);
}

/** The CSP violations among console messages (ours and Chromium's own "Refused to …" reports). */
export function cspViolations(messages: readonly string[]): string[] {
  return messages.filter((message) => message.startsWith(VIOLATION_PREFIX) || /content security policy/i.test(message));
}

/** Opens each path (network quiet) and expects no CSP violation on any of them. */
export async function expectNoCspViolations(page: Page, paths: readonly string[], consoleMessages: readonly string[]): Promise<void> {
  await reportCspViolations(page);
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(cspViolations(consoleMessages), `CSP violations on ${paths.join(", ")}`).toEqual([]);
}
