// Collectibles inside the Telegram mini app: /library opens (the Telegram player is signed in, no login
// page), its back button goes home; a market item opens from the start param of a t.me link
// (`go-market-<id>`) and from a launch straight at its address.
import { DEV_BOT_TOKEN } from "@repo/dev-api/telegram";
import { type DevApi, expect as baseExpect, type Page, test } from "@repo/playwright-config/fixtures";
import { buildLaunchUrl, DEFAULT_TEST_USER, installFakeTelegram } from "@repo/telegram/testing";

// Several pages and two players per test, on a machine shared with other builds: room beyond the default 30 s.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function openAsMiniApp(page: Page, devApi: DevApi, path: string, startParam?: string) {
  await page.addInitScript(installFakeTelegram, { popupAnswer: "ok" });
  const baseURL = test.info().project.use.baseURL ?? "";
  await page.goto(buildLaunchUrl(`${baseURL}${path}`, { botToken: DEV_BOT_TOKEN, authDate: await devApi.now(), ...(startParam ? { startParam } : {}) }));
}

async function someListing(devApi: DevApi) {
  const { list } = await devApi.call<{ list: { listing_id: number; item: { name: string }; seller: { username: string } }[] }>(
    "search",
    "/search/market_items?page=1&page_size=1",
  );
  const listing = list[0];
  if (!listing) throw new Error("the seeded market is empty");
  return listing;
}

test("the mini app opens the library, and its back button goes home", async ({ page, devApi, consoleErrors }) => {
  await openAsMiniApp(page, devApi, "/en-US/library");
  await expect(page.getByRole("heading", { name: "My collection" })).toBeVisible();
  // The Telegram player is new here: an empty collection, not a sign-in prompt.
  await expect(page.getByText("No NFTs yet")).toBeVisible();
  expect(page.url()).not.toContain("/user/login");
  await page.evaluate(() => window.__fakeTelegram?.pressBack());
  await expect.poll(() => new URL(page.url()).pathname).toBe("/en-US");
  await expect(page.getByRole("link", { name: DEFAULT_TEST_USER.username })).toBeVisible();
  expect(consoleErrors.list).toEqual([]);
});

test("a t.me link's start param opens a market item", async ({ page, devApi, consoleErrors }) => {
  const listing = await someListing(devApi);
  await openAsMiniApp(page, devApi, "/en-US", `ref42_go-market-${listing.listing_id}`);
  await expect(page).toHaveURL(new RegExp(`/en-US/market/detail\\?id=${listing.listing_id}$`));
  await expect(page.getByRole("heading", { name: listing.item.name })).toBeVisible();
  await expect(page.getByTestId("listing-seller")).toHaveText(listing.seller.username);
  expect(consoleErrors.list).toEqual([]);
});

test("a launch straight at a market item's address opens it, without a login page", async ({ page, devApi }) => {
  const listing = await someListing(devApi);
  await openAsMiniApp(page, devApi, `/en-US/market/detail?id=${listing.listing_id}`);
  await expect(page.getByRole("heading", { name: listing.item.name })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Buy for/ })).toBeVisible();
  expect(page.url()).not.toContain("/user/login");
});
