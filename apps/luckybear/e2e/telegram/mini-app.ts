// Opens a casino page as the Telegram mini app (signed init data in the URL hash, a stand-in for the
// Telegram client) and returns the player the init data logged in.
import { DEV_BOT_TOKEN } from "@repo/dev-api/telegram";
import { type DevApi, type DevLogin, expect, type Page, test } from "@repo/playwright-config/fixtures";
import { buildLaunchUrl, installFakeTelegram } from "@repo/telegram/testing";

export async function openAsMiniApp(page: Page, devApi: DevApi, path: string): Promise<DevLogin> {
  await page.addInitScript(installFakeTelegram, { popupAnswer: "ok" });
  const baseURL = test.info().project.use.baseURL ?? "";
  await page.goto(buildLaunchUrl(`${baseURL}${path}`, { botToken: DEV_BOT_TOKEN, authDate: await devApi.now() }));
  // The mini app logs in with its init data during app start; on a busy machine that takes a while.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("user_secret_key")), { timeout: 30_000 }).toBeTruthy();
  return page.evaluate(() => ({
    user_id: Number(localStorage.getItem("user_id")),
    user_secret_key: localStorage.getItem("user_secret_key") ?? "",
    username: localStorage.getItem("user_name") ?? "",
  })) as Promise<DevLogin>;
}
