// The invite page against the dev API, as the seeded player signed in with cookies: each section comes
// rendered from the server (the link, the levels, the weekly board; the friends; the earnings) and the
// browser does not read it again, not even when a tab is chosen (the page renders again on the server).
import { expect, signInWithCookies, test } from "@repo/playwright-config/fixtures";

test.use({ reducedMotion: "reduce" });

test("the invite page comes rendered from the server, section by section, and the browser does not read it again", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/lucky_bear\/invite_/.test(request.url())) reads.push(request.url());
  });
  const html = async (path: string) => (await page.request.get(path)).text();
  const overview = await html("/en-US/luckybear/invite");
  expect(overview).toContain('data-testid="invite-link"');
  expect(overview).toContain("luckybear?invite=LB");
  expect(overview).toContain('data-testid="invite-level-1"');
  expect(overview).toContain("Best inviters this week");
  expect(await html("/en-US/luckybear/invite?tab=friends")).toContain("Friends you invited");
  expect(await html("/en-US/luckybear/invite?tab=earnings")).toContain("Invites by day");

  await page.goto("/en-US/luckybear/invite");
  await expect(page.getByTestId("invite-link")).toContainText("luckybear?invite=LB");
  // The link's buttons, loaded after start, are ready.
  await expect(page.getByRole("button", { name: "Share" })).not.toHaveAttribute("aria-busy", "true");
  await page.getByRole("tab", { name: "Earnings" }).click();
  await expect(page).toHaveURL("/en-US/luckybear/invite?tab=earnings");
  await expect(page.getByRole("table", { name: "Invites by day" })).toBeVisible();
  await page.getByRole("tab", { name: "Friends" }).click();
  await expect(page).toHaveURL("/en-US/luckybear/invite?tab=friends");
  await expect(page.getByText("Friends you invited")).toBeVisible();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});
