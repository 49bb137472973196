// Issue 11, item 4, on the casino: every page carries the security headers (the assertions are shared
// with xworld through @repo/playwright-config/security), and the casino's pages, a guest's and a
// signed-in player's, run without a single Content-Security-Policy violation.
import { apiOriginOf } from "@repo/playwright-config";
import { signIn, test } from "@repo/playwright-config/fixtures";
import { expectNoCspViolations, expectSecurityHeaders, expectSecurityHeadersOnRedirect } from "@repo/playwright-config/security";

// Several pages per test on a machine shared with other builds.
test.describe.configure({ timeout: 90_000 });

test("casino pages carry the security headers and may be framed by Telegram Web only", async ({ request }) => {
  const connect = [apiOriginOf(test.info().config)];
  for (const path of ["/en-US/luckybear", "/en-US/luckybear/game/gameTab", "/en-US/luckybear/money/pay?type=recharge"]) {
    await expectSecurityHeaders(request, path, { connect });
  }
  await expectSecurityHeadersOnRedirect(request, "/luckybear");
});

test("a guest's casino pages report no Content-Security-Policy violation", async ({ page, consoleErrors }) => {
  await expectNoCspViolations(
    page,
    ["/en-US/luckybear", "/en-US/luckybear/game/gameTab", "/en-US/luckybear/champions", "/en-US/luckybear/prizes"],
    consoleErrors.list,
  );
});

test("a signed-in player's casino pages report no Content-Security-Policy violation", async ({ page, devApi, consoleErrors }) => {
  await signIn(page, devApi);
  await expectNoCspViolations(
    page,
    ["/en-US/luckybear", "/en-US/luckybear/money", "/en-US/luckybear/money/pay?type=recharge", "/en-US/luckybear/spin", "/en-US/luckybear/me"],
    consoleErrors.list,
  );
});
