// The casino's service inside Telegram: the mini app's own player is new, so the lobby shows the newbie
// card (the registration paid its first task); from the me tab a gift code pays once and the second
// redemption is refused.
// Each journey is marked slow (three times the default timeout): it signs in, moves between several
// pages and waits for the dev API, on a machine shared with other builds; its waits allow 30 s.
import { expect as baseExpect, test } from "@repo/playwright-config/fixtures";
import { lbBalance } from "../journeys";
import { openAsMiniApp } from "./mini-app";

const expect = baseExpect.configure({ timeout: 30_000 });

test("in Telegram a new player sees the newbie card and redeems a gift code once", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  const login = await openAsMiniApp(page, devApi, "/en-US/luckybear");
  await expect(page.getByTestId("newbie-card")).toBeVisible();
  await expect(page.getByTestId("newbie-task-first_login")).toContainText("Reward received");
  const popup = page.getByRole("dialog", { name: "Welcome to Lucky Bear" });
  await expect(popup).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popup).toHaveCount(0);

  await page.getByRole("navigation", { name: "Main sections" }).getByRole("link", { name: "Me", exact: true }).click();
  await page.getByRole("link", { name: "Gift code" }).click();
  await expect(page).toHaveURL(/\/en-US\/luckybear\/giftcode/);
  const before = await lbBalance(devApi, login);
  await page.getByRole("textbox", { name: "Gift code" }).fill("LUCKYBEAR");
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByTestId("giftcode-reward")).toHaveText("+1.00 LB-USDT");
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + 1, 6);

  await page.getByRole("button", { name: "Redeem another code" }).click();
  await page.getByRole("textbox", { name: "Gift code" }).fill("LUCKYBEAR");
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByText("You have already redeemed this gift code.")).toBeVisible();
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + 1, 6);
  expect(consoleErrors.list).toEqual([]);
});
