// The Telegram back button on the bet game's pages: from the history back to its board, not through
// the browser history.
import { DEV_BOT_TOKEN } from "@repo/dev-api/telegram";
import { expect, test } from "@repo/playwright-config/fixtures";
import { buildLaunchUrl, installFakeTelegram } from "@repo/telegram/testing";

test("back from the tiger board's history goes to the board", async ({ page, devApi, consoleErrors }) => {
  await page.addInitScript(installFakeTelegram, { popupAnswer: "ok" });
  const baseURL = test.info().project.use.baseURL ?? "";
  await page.goto(buildLaunchUrl(`${baseURL}/en-US/win/history`, { botToken: DEV_BOT_TOKEN, authDate: await devApi.now() }));
  // The mini app signs the Telegram player in; the history reads as theirs.
  await expect(page.getByRole("heading", { name: "My bet history" })).toBeVisible();
  await expect(page.getByText("No bets yet.")).toBeVisible();
  await page.evaluate(() => window.__fakeTelegram?.pressBack());
  await expect.poll(() => new URL(page.url()).pathname).toBe("/en-US/win");
  await expect(page.getByTestId("round-panel")).toBeVisible();
  expect(consoleErrors.list).toEqual([]);
});
