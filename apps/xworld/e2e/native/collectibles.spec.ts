// Inside the native app (the bridge simulator plays the host): the host handles its page deep link
// `xworld://open?jump_page=/market/detail?id=…` by opening the market item in the player's language.
import { buildPageDeepLink } from "@repo/native-bridge/deep-links";
import { expect as baseExpect, test } from "@repo/playwright-config/fixtures";

// Several pages and two players per test, on a machine shared with other builds: room beyond the default 30 s.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test("the app's deep link into a market item opens it in the app's webview", async ({ page, devApi, consoleErrors }) => {
  const host = await devApi.loginByPhone();
  const { list } = await devApi.call<{ list: { listing_id: number; item: { name: string } }[] }>("search", "/search/market_items?page=1&page_size=1");
  const listing = list[0];
  if (!listing) throw new Error("the seeded market is empty");
  // The simulator stays installed on every page the webview opens (as a host's bridge does).
  await page.addInitScript((config) => window.localStorage.setItem("xworld:bridge-simulator", JSON.stringify(config)), {
    userId: host.user_id,
    secretKey: host.user_secret_key,
    username: host.username,
  });
  await page.goto("/en-US");
  await expect(page.getByRole("link", { name: host.username })).toBeVisible();

  const link = buildPageDeepLink("xworld", `/market/detail?id=${listing.listing_id}`);
  const opened = await page.evaluate(
    (deepLink) => (window as unknown as { __xworldBridgeSimulator: { openDeepLink(link: string): boolean } }).__xworldBridgeSimulator.openDeepLink(deepLink),
    link,
  );
  expect(opened).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/en-US/market/detail\\?id=${listing.listing_id}$`));
  await expect(page.getByRole("heading", { name: listing.item.name })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Buy for/ })).toBeVisible();
  expect(consoleErrors.list).toEqual([]);
});
