import { expect, signIn, test } from "@repo/playwright-config/fixtures";

// Issue 11, item 8: the settings page of a signed-in player hydrated with a mismatch (React #418),
// because the server rendered "Sign in" where the browser's stored login said "Sign out". The
// automatic console fixture fails this test on any console error or hydration warning.
test("a signed-in player's settings page hydrates cleanly and offers sign out", async ({ page, devApi }) => {
  const login = await signIn(page, devApi);
  await page.goto("/en-US/user/setting");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${login.username}`)).toBeVisible();
  await expect(page.getByRole("combobox")).toBeEnabled();
});
