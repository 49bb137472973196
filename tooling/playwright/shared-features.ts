// Page helpers for the app shell's features both apps share (feedback, support bot), so that each app's
// e2e drives them the same way.
import { type BrowserContext, expect, type Page } from "@playwright/test";

/** Telegram is outside this closed network: every request to it gets a stand-in page instead. */
export async function standInForTelegram(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/t\.me\//, (route) => route.fulfill({ contentType: "text/html", body: "<title>Support bot</title>" }));
}

/** The app's global config as the dev API serves it, with one feature flag set as the test needs. */
export async function withFeatureFlag(page: Page, flag: string, value: unknown): Promise<void> {
  await page.route("**/svc/user/api/app_global_config", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { feature_flags: Record<string, unknown> } };
    body.data.feature_flags[flag] = value;
    await route.fulfill({ response, json: body });
  });
}

/** Taps "Contact support" and returns the address the new tab opened. */
export async function contactSupport(page: Page): Promise<string> {
  const button = page.getByRole("button", { name: "Contact support" });
  await expect(button).not.toHaveAttribute("aria-busy", "true");
  const popup = page.waitForEvent("popup");
  await button.click();
  const tab = await popup;
  await tab.waitForLoadState();
  const url = tab.url();
  await tab.close();
  return url;
}

/** The server's deadline for its own calls to the API (SERVER_API_TIMEOUT_MS, not set by the e2e config). */
export const SERVER_API_DEADLINE_MS = 2_500;

/**
 * Milliseconds from the start of the page's navigation until `text` is on screen, read by the page
 * itself at the first frame that shows it (no polling delay of the test added).
 */
export async function msUntilTextShows(page: Page, text: string): Promise<number> {
  const shownAt = await page.waitForFunction((wanted) => (document.body?.innerText.includes(wanted) ? performance.now() : 0), text, {
    polling: "raf",
    timeout: 20_000,
  });
  return (await shownAt.jsonValue()) as number;
}

/** Like {@link msUntilTextShows}, for the first element matching a CSS selector (any language). */
export async function msUntilShown(page: Page, selector: string): Promise<number> {
  const shownAt = await page.waitForFunction((wanted) => (document.querySelector(wanted) ? performance.now() : 0), selector, {
    polling: "raf",
    timeout: 20_000,
  });
  return (await shownAt.jsonValue()) as number;
}
