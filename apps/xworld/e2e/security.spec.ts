import { expect, test } from "@repo/playwright-config/fixtures";

// Issue 11, items 4 and 5: the security headers every page carries, and a backend that stalls or
// floods costing a page a bounded wait (server deadline SERVER_API_TIMEOUT_MS, 2.5 s by default).

test("pages carry the security headers and may be framed by Telegram Web only", async ({ request }) => {
  const response = await request.get("/en-US");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'self' https://web.telegram.org https://*.telegram.org");
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

for (const hostile of ["slow_body", "huge_body"] as const) {
  test(`a backend answering with ${hostile} leaves the home page its "could not load" state in bounded time`, async ({
    page,
    devApi,
  }) => {
    await devApi.failNext({ hostile, times: 50, delayMs: 30_000 });
    const started = Date.now();
    // "commit", not "load": the browser's own calls to the stalled API may hold the load event.
    await page.goto("/en-US", { waitUntil: "commit" });
    await expect(page.getByText("The home page could not load.")).toBeVisible();
    // Page texts and the home data are each one call under the 2.5 s deadline, never retried.
    expect(Date.now() - started).toBeLessThan(6_500);
  });
}
