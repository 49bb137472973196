// Opens a casino page as the Telegram mini app (signed init data in the URL hash, a stand-in for the
// Telegram client) and returns the player the init data logged in, once their casino account is open.
import { DEV_BOT_TOKEN } from "@repo/dev-api/telegram";
import { type DevApi, type DevLogin, expect, type Page, test } from "@repo/playwright-config/fixtures";
import { buildLaunchUrl, DEFAULT_TEST_USER, installFakeTelegram, signTestInitData } from "@repo/telegram/testing";

/** A Telegram account as init data carries it. */
export type TelegramUser = typeof DEFAULT_TEST_USER;

export interface MiniAppOptions {
  /** Who opens the mini app (default the test client's own user, DEFAULT_TEST_USER). */
  user?: TelegramUser;
}

/** Init data is signed at the dev API's time (its clock, not this machine's). */
export async function openAsMiniApp(page: Page, devApi: DevApi, path: string, options: MiniAppOptions = {}): Promise<DevLogin> {
  await page.addInitScript(installFakeTelegram, { popupAnswer: "ok" });
  const baseURL = test.info().project.use.baseURL ?? "";
  const launch = { botToken: DEV_BOT_TOKEN, authDate: await devApi.now(), ...(options.user ? { user: options.user } : {}) };
  await page.goto(buildLaunchUrl(`${baseURL}${path}`, launch));
  // The mini app logs in with its init data during app start; on a busy machine that takes a while.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("user_secret_key")), { timeout: 30_000 }).toBeTruthy();
  const login = (await page.evaluate(() => ({
    user_id: Number(localStorage.getItem("user_id")),
    user_secret_key: localStorage.getItem("user_secret_key") ?? "",
    username: localStorage.getItem("user_name") ?? "",
  }))) as DevLogin;
  // Then it opens the player's casino account in the background; a new player's welcome bonus lands
  // then, so a test that counts the balance waits for it (the app marks the device once it is done).
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), `lb_registered_${login.user_id}`), { timeout: 30_000 }).toBe("1");
  return login;
}

/**
 * Another person on their own phone: forgets this device's login and the casino's kept state, and
 * leaves the page, so the next `openAsMiniApp` starts afresh.
 */
export async function handOver(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await page.goto("about:blank");
}

/**
 * Links a Telegram account to a player who signed in otherwise (the client's report of its Telegram
 * auth info, as the web app sends it), so that opening the mini app with it signs that player in.
 * Default: the seeded player and the test client's own user.
 */
export async function linkTelegram(devApi: DevApi, user: TelegramUser = DEFAULT_TEST_USER): Promise<DevLogin> {
  const login = await devApi.loginByPhone();
  const initData = signTestInitData({ botToken: DEV_BOT_TOKEN, user, authDate: await devApi.now() });
  await devApi.call("user", "/api/social_media/telegram/report_client_auth_info", { init_data: initData }, login);
  return login;
}
