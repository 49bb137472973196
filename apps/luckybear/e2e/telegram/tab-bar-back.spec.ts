// The Telegram back button follows the tab bar in the casino: on a sub-screen of a tab it goes back to
// where the player came from, at a tab root it goes to the lobby (not through history), and at the
// lobby it asks before closing the mini app.
// Marked slow (three times the default timeout): the mini app signs in during app start and the test
// moves through five pages on a machine shared with other builds; its waits allow 30 s.
import { expect as baseExpect, type Page, test } from "@repo/playwright-config/fixtures";
import { openAsMiniApp } from "./mini-app";

const expect = baseExpect.configure({ timeout: 30_000 });

const events = (page: Page) => page.evaluate(() => window.__fakeTelegram?.events.map(([type]) => type) ?? []);
const pathname = (page: Page) => new URL(page.url()).pathname;
const pressBack = (page: Page) => page.evaluate(() => window.__fakeTelegram?.pressBack());

test("back from VIP, reached from the rewards tab, returns to the rewards; from the rewards tab to the lobby", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  await openAsMiniApp(page, devApi, "/en-US/luckybear/game/gameTab");
  const tabs = page.getByRole("navigation", { name: "Main sections" });
  await expect(tabs.getByRole("link", { name: "Games", exact: true })).toHaveAttribute("aria-current", "page");

  await tabs.getByRole("link", { name: "Rewards", exact: true }).click();
  await expect.poll(() => pathname(page)).toBe("/en-US/luckybear/rewards");
  await page.getByTestId("rewards-vip").click();
  await expect.poll(() => pathname(page)).toBe("/en-US/luckybear/vip");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Rewards", exact: true })).toHaveAttribute("aria-current", "page");

  // A sub-screen: back where the player came from.
  await pressBack(page);
  await expect.poll(() => pathname(page)).toBe("/en-US/luckybear/rewards");
  await expect(page.getByTestId("rewards-vip")).toBeVisible();

  // A tab root: the lobby, not the game tab history would give.
  await pressBack(page);
  await expect.poll(() => pathname(page)).toBe("/en-US/luckybear");
  await expect(tabs.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");

  // The lobby: ask, and close on ok.
  await pressBack(page);
  await expect.poll(() => events(page)).toContain("web_app_open_popup");
  await expect.poll(() => events(page)).toContain("web_app_close");
  expect(consoleErrors.list).toEqual([]);
});
