import { expect, test } from "@repo/playwright-config/fixtures";
import { msUntilTextShows, SERVER_API_DEADLINE_MS } from "@repo/playwright-config/shared-features";

// Issue 11, items 4 and 5: the security headers every page carries, and a backend that stalls or
// floods costing a page a bounded wait (server deadline SERVER_API_TIMEOUT_MS, 2.5 s by default).

test("pages carry the security headers and may be framed by Telegram Web only", async ({ request }) => {
  const response = await request.get("/en-US");
  const headers = response.headers();
  const policy = headers["content-security-policy"] ?? "";
  expect(policy).toContain("frame-ancestors 'self' https://web.telegram.org https://*.telegram.org");
  // A fresh nonce per response, carried by every script of the page; nothing inline runs without it.
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).not.toContain("unsafe-inline");
  const html = await response.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  expect((await request.get("/en-US")).headers()["content-security-policy"]).not.toContain(nonce);
  // Calls go to the app and the configured API only.
  expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+(;|$)/);
  expect(headers["x-frame-options"]).toBeUndefined();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
});

test("no page reports a Content-Security-Policy violation", async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const path of ["/en-US", "/en-US/wallet", "/en-US/task"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(consoleErrors.list.filter((message) => /content security policy|csp violation/i.test(message))).toEqual([]);
});

test("offer statistics are signed by the app's server: the page never holds the secret", async ({ page, request, devApi }) => {
  await page.goto("/en-US");
  expect(await page.content()).not.toContain("dev-offer-stats-secret");
  const draft = { ts: 1_793_000_000, nonce: "0123456789abcdef", uid: "", event: "offer_view", desc: "", data: { offer_id: 7 }, module: "task_list", placement: "" };
  expect((await request.post("/api/offer-stats", { data: draft })).status()).toBe(204);
  // The dev API checks the signature before it keeps a statistic.
  expect(await devApi.collected({ project: "offer-stats", event: "offer_view" })).toMatchObject([{ product: "xworld", data: { offer_id: 7 } }]);
  expect((await request.post("/api/offer-stats", { data: { event: "offer_view" } })).status()).toBe(400);
});

for (const hostile of ["slow_body", "huge_body"] as const) {
  test(`a backend answering with ${hostile} leaves the home page its "could not load" state in bounded time`, async ({
    page,
    devApi,
  }) => {
    await devApi.failNext({ hostile, times: 50, delayMs: 30_000 });
    // "commit", not "load": the browser's own calls to the stalled API may hold the load event.
    await page.goto("/en-US", { waitUntil: "commit" });
    // The page texts and the home data load side by side, each one call under the server's deadline,
    // never retried: the frame with the could-not-load state follows within about a second.
    const shownAfter = await msUntilTextShows(page, "The home page could not load.");
    expect(shownAfter).toBeLessThan(SERVER_API_DEADLINE_MS + 1_500);
    await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
  });
}
