// The casino lobby's own dialogs: the once-a-day install offer (once the visitor scrolls the lobby) and a
// signed-in player's welcome popup (at start).
import type { Locator } from "@playwright/test";
import { expect, type Page } from "@repo/playwright-config/fixtures";

export const installOffer = (page: Page): Locator => page.getByRole("dialog", { name: "Add Lucky Bear to your home screen" });

/** Scrolls the lobby until the install offer opens (it waits for the visitor's first scroll). */
export async function scrollToInstallOffer(page: Page): Promise<Locator> {
  const offer = installOffer(page);
  await expect(async () => {
    await page.mouse.wheel(0, 60);
    await expect(offer).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return offer;
}

/**
 * Scrolls the started lobby (by wheel, as a visitor does) and lets the page render what the scroll brings: after it, an offer that
 * was going to open is open.
 */
export async function scrollLobby(page: Page): Promise<void> {
  await page.mouse.wheel(0, 120);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** A signed-in player's welcome popup comes at start: closes it. */
export async function closeWelcomePopup(page: Page): Promise<void> {
  const popup = page.getByRole("dialog", { name: "Welcome to Lucky Bear" });
  await expect(popup).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popup).toHaveCount(0);
}
