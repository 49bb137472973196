// Page-model mode: login goes through the login-home landing, and logout returns there.
import { expect, test } from "@repo/playwright-config/fixtures";

test("a page-model visitor signs in from login-home and comes back; logout returns to login-home", async ({ page, devApi }) => {
  await page.goto("/en-US?pageModel=1");
  // The flag is remembered once the page runs (the account chip settles then).
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto("/en-US/profile");
  await expect(page).toHaveURL(/\/en-US\/user\/login-home\?backUrl=%2Fen-US%2Fprofile$/);
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Telegram" })).toBeVisible();

  await page.getByRole("link", { name: "Sign in with phone number" }).click();
  await expect(page).toHaveURL(/\/en-US\/user\/login\?backUrl=%2Fen-US%2Fprofile$/);
  await page.getByLabel("Phone number", { exact: true }).fill("912345678");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(/^We sent a 6-digit code/)).toBeVisible();
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(await devApi.lastOtp("+84912345678"));

  await expect(page).toHaveURL("/en-US/profile");
  await expect(page.getByText("dev_player", { exact: true })).toBeVisible();

  await page.goto("/en-US/user/setting");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/en-US/user/login-home");
});
