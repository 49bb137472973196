// The Telegram back button follows the tab bar: from a tab root it goes home, not through history.
import { DEV_BOT_TOKEN } from "@repo/dev-api/telegram";
import { expect, test } from "@repo/playwright-config/fixtures";
import { buildLaunchUrl, DEFAULT_TEST_USER, installFakeTelegram } from "@repo/telegram/testing";

test("back from the me tab, reached through wallet, goes to the home", async ({ page, devApi, consoleErrors }) => {
  await page.addInitScript(installFakeTelegram, { popupAnswer: "ok" });
  const baseURL = test.info().project.use.baseURL ?? "";
  await page.goto(buildLaunchUrl(`${baseURL}/en-US`, { botToken: DEV_BOT_TOKEN, authDate: await devApi.now() }));
  await expect(page.getByRole("link", { name: DEFAULT_TEST_USER.username })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Main sections" });
  await tabs.getByRole("link", { name: "Wallet", exact: true }).click();
  await expect(page).toHaveURL(/\/en-US\/wallet$/);
  await tabs.getByRole("link", { name: "Me", exact: true }).click();
  await expect(page).toHaveURL(/\/en-US\/me$/);
  await page.evaluate(() => window.__fakeTelegram?.pressBack());
  // Not the wallet, which history-back would give.
  await expect.poll(() => new URL(page.url()).pathname).toBe("/en-US");
  await expect(tabs.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
  expect(consoleErrors.list).toEqual([]);
});
