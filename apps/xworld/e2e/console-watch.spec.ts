// The shared fixture watches every page a test has, not only its own `page` (issue 11, item 8). Each
// test below logs a console error on a page it opened itself and is expected to fail: should the
// fixture miss that page, the test would pass and Playwright would report it as an unexpected pass.
import { expect, test } from "@repo/playwright-config/fixtures";

const LOGS_AN_ERROR = "<title>x</title><script>console.error('an error on a page the test opened')</script>";

test("the console of a second tab in the test's context is watched", async ({ context }) => {
  test.fail();
  const second = await context.newPage();
  await second.setContent(LOGS_AN_ERROR);
  await expect(second).toHaveTitle("x");
});

test("the console of a page in a context the test opened itself is watched", async ({ browser }) => {
  test.fail();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(LOGS_AN_ERROR);
  await expect(page).toHaveTitle("x");
  await context.close();
});

test("an uncaught error of a page from browser.newPage() is watched", async ({ browser }) => {
  test.fail();
  const page = await browser.newPage();
  await page.setContent("<title>x</title><script>throw new Error('an uncaught error on a page the test opened')</script>");
  await expect(page).toHaveTitle("x");
  await page.close();
});

test("a test whose pages log nothing passes, its second tab included", async ({ page, context, consoleErrors }) => {
  const second = await context.newPage();
  await second.setContent("<title>quiet</title><p>nothing to report</p>");
  await page.setContent("<title>quiet</title>");
  expect(consoleErrors.list).toEqual([]);
});
