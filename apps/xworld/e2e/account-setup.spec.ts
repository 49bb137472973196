// Issue 17 on the plain web, the rest: a new player's setup steps (reached through the bare /create),
// a report refused the second time, and the download page, open without an account, the visitor's phone
// first.
import { expect, signIn, test } from "@repo/playwright-config/fixtures";

/** A phone the seed does not know: it makes a new player whose setup is ahead. */
const NEW_PHONE = { countryCode: "+84", number: "934000417" };

test("a new player names themself in the setup steps, skips the rest and finishes", async ({ page, devApi, consoleErrors }) => {
  await signIn(page, devApi, NEW_PHONE);
  await page.goto("/en-US/create");
  await expect(page).toHaveURL("/en-US/user/setup/name");
  await expect(page.getByRole("heading", { name: "What should players call you?" })).toBeVisible();
  const name = page.getByLabel("Player name");
  await name.fill("farm fan!");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByText("Use letters, digits, _ and . only, starting with a letter or digit.")).toBeVisible();
  await expect(page).toHaveURL("/en-US/user/setup/name");
  await name.fill("farm_fan.17");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL("/en-US/user/setup/avatar");
  await page.getByRole("link", { name: "Skip" }).click();
  await expect(page).toHaveURL("/en-US/user/setup/language");
  await page.getByRole("link", { name: "Skip" }).click();

  await expect(page).toHaveURL("/en-US/user/setup");
  await expect(page.getByRole("list", { name: "Setup steps" })).toContainText("Saved");
  await page.getByRole("button", { name: "Finish later with the defaults" }).click();
  await expect(page.getByRole("heading", { name: "Your profile is set up" })).toBeVisible();

  await page.goto("/en-US/profile/edit");
  await expect(page.getByTestId("profile-edit-name")).toHaveText("farm_fan.17");
  expect(consoleErrors.list).toEqual([]);
});

test("a player reports a post once; a second report is already with the team", async ({ page, devApi, consoleErrors }) => {
  await signIn(page, devApi);
  await page.goto("/en-US/posts/3");
  await page.getByRole("link", { name: "Report this post" }).click();
  await expect(page).toHaveURL("/en-US/user/report?type=post&id=3");
  await expect(page.getByTestId("report-target")).not.toBeEmpty();
  await page.getByText("Spam or advertising", { exact: true }).click();
  await expect(page.getByRole("radio", { name: /Spam or advertising/ })).toBeChecked();
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your report" })).toBeVisible();

  await page.reload();
  await page.getByText("Cheating", { exact: true }).click();
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByRole("heading", { name: "You have already reported this" })).toBeVisible();
  expect(consoleErrors.list).toEqual([]);
});

test("the download page needs no account and puts the visitor's phone first", async ({ page, consoleErrors }) => {
  await page.goto("/en-US/task/download");
  await expect(page).toHaveURL("/en-US/task/download");
  const downloads = page.getByRole("list", { name: "Downloads" });
  await expect(downloads.getByRole("listitem").first()).toContainText("Your phone");
  await expect(downloads.getByRole("listitem").first()).toContainText("Android");
  await expect(downloads.getByRole("button", { name: "App Store" })).toBeVisible();
  expect(consoleErrors.list).toEqual([]);
});
