import { DEV_BOT_TOKEN } from "@repo/dev-api/telegram";
import { type DevApi, expect, test, type Page } from "@repo/playwright-config/fixtures";
import { buildLaunchUrl, DEFAULT_TEST_USER, installFakeTelegram, signTestContact, type FakeTelegramOptions } from "@repo/telegram/testing";

const events = (page: Page) => page.evaluate(() => window.__fakeTelegram?.events.map(([type]) => type) ?? []);

async function openAsMiniApp(
  page: Page,
  devApi: DevApi,
  path: string,
  options: { startParam?: string; unencoded?: boolean; fake?: FakeTelegramOptions } = {},
) {
  await page.addInitScript(installFakeTelegram, { popupAnswer: "ok", ...options.fake });
  const baseURL = test.info().project.use.baseURL ?? "";
  const { fake: _fake, ...launch } = options;
  await page.goto(buildLaunchUrl(`${baseURL}${path}`, { botToken: DEV_BOT_TOKEN, authDate: await devApi.now(), ...launch }));
}

test("the mini app starts, signs the Telegram user in with signed init data, and never asks for a login page", async ({ page, devApi, consoleErrors }) => {
  await openAsMiniApp(page, devApi, "/en-US");
  await expect(page.getByRole("link", { name: DEFAULT_TEST_USER.username })).toBeVisible();
  expect(await page.evaluate(() => Number(localStorage.getItem("user_id")))).toBeGreaterThan(0);
  expect(await events(page)).toEqual(expect.arrayContaining(["web_app_ready", "web_app_expand", "web_app_setup_swipe_behavior"]));
  expect(consoleErrors.list).toEqual([]);
});

test("the first paint has Telegram's colours: the document's head script sets them before the app's code runs", async ({ page, devApi }) => {
  // With the app's JavaScript refused, only the document's inline scripts run.
  await page.route("**/_next/static/**/*.js", (route) => route.abort());
  await openAsMiniApp(page, devApi, "/en-US");
  const painted = await page.evaluate(() => ({
    mapped: document.documentElement.hasAttribute("data-telegram-theme"),
    surface: getComputedStyle(document.body).backgroundColor,
  }));
  // DEFAULT_TEST_THEME's bg_color, #17212b.
  expect(painted).toEqual({ mapped: true, surface: "rgb(23, 33, 43)" });
});

test("the newer unencoded launch data works too", async ({ page, devApi }) => {
  await openAsMiniApp(page, devApi, "/en-US", { unencoded: true });
  await expect(page.getByRole("link", { name: DEFAULT_TEST_USER.username })).toBeVisible();
});

test("a login-required page does not send a Telegram user to the login page", async ({ page, devApi }) => {
  await openAsMiniApp(page, devApi, "/en-US/user/orders");
  await expect(page.getByRole("heading", { name: "My orders" })).toBeVisible();
  expect(page.url()).not.toContain("/user/login");
});

test("the start param's language is applied", async ({ page, devApi }) => {
  await openAsMiniApp(page, devApi, "/en-US", { startParam: "ref42_lang-ru-RU" });
  await expect(page).toHaveURL(/\/ru-RU/);
});

test("the back button asks before closing at the root, and closes on ok", async ({ page, devApi }) => {
  await openAsMiniApp(page, devApi, "/en-US");
  await expect(page.getByRole("link", { name: DEFAULT_TEST_USER.username })).toBeVisible();
  await page.evaluate(() => window.__fakeTelegram?.pressBack());
  await expect.poll(() => events(page)).toContain("web_app_open_popup");
  await expect.poll(() => events(page)).toContain("web_app_close");
});

test("a player links their phone by sharing the Telegram contact", async ({ page, devApi }) => {
  const contact = signTestContact(
    DEV_BOT_TOKEN,
    { user_id: DEFAULT_TEST_USER.id, phone_number: "84987650001", first_name: "Test" },
    await devApi.now(),
  );
  await openAsMiniApp(page, devApi, "/en-US/profile", { fake: { contact, phoneAnswer: "share" } });
  await page.getByRole("button", { name: "Add a phone number" }).click();
  await page.getByRole("button", { name: "Bind now" }).click();
  await expect(page.getByText("Your phone number is linked.")).toBeVisible();
  await expect(page.getByText(/Phone: \+84 987\s?650\s?001/)).toBeVisible();
  expect(await events(page)).toContain("web_app_request_phone");
});

test("a refused contact says so and links nothing", async ({ page, devApi }) => {
  await openAsMiniApp(page, devApi, "/en-US/profile", { fake: { phoneAnswer: "refuse" } });
  await page.getByRole("button", { name: "Add a phone number" }).click();
  await page.getByRole("button", { name: "Bind now" }).click();
  await expect(page.getByText("The phone number could not be linked. Try again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a phone number" })).toBeVisible();
});

test("signing out in the mini app keeps the player in the mini app, signed out", async ({ page, devApi }) => {
  await openAsMiniApp(page, devApi, "/en-US/user/setting");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("user_id"))).toBeNull();
  expect(page.url()).not.toContain("/user/login");
});
