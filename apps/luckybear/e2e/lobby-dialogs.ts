// The casino lobby's own dialogs, which come before anything else on a first visit of the day.
import { expect, type Page } from "@repo/playwright-config/fixtures";

/** Closes the once-a-day install offer and, for a signed-in player, the welcome popup after it. */
export async function closeLobbyDialogs(page: Page, { signedIn }: { signedIn: boolean }): Promise<void> {
  for (const name of ["Add Lucky Bear to your home screen", ...(signedIn ? ["Welcome to Lucky Bear"] : [])]) {
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
}
