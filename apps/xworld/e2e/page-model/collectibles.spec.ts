// Page-model mode (the fourth platform): a direct link into a market item sends a guest through the
// login-home landing and back to the item once signed in.
import { expect as baseExpect, test } from "@repo/playwright-config/fixtures";

// A sign-in and several pages, on a machine shared with other builds: room beyond the default 30 s.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test("a market item's link sends a page-model guest to login-home and back to the item", async ({ page, devApi, consoleErrors }) => {
  const { list } = await devApi.call<{ list: { listing_id: number; item: { name: string }; seller: { username: string } }[] }>(
    "search",
    "/search/market_items?page=1&page_size=1",
  );
  const listing = list[0];
  if (!listing) throw new Error("the seeded market is empty");
  const path = `/en-US/market/detail?id=${listing.listing_id}`;

  await page.goto("/en-US?pageModel=1");
  // The flag is remembered once the page runs (the account chip settles then).
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto(path);
  await expect(page).toHaveURL(/\/en-US\/user\/login-home\?/);
  expect(new URL(page.url()).searchParams.get("backUrl")).toBe(path);

  await page.getByRole("link", { name: "Sign in with phone number" }).click();
  await page.getByLabel("Phone number", { exact: true }).fill("912345678");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(/^We sent a 6-digit code/)).toBeVisible();
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(await devApi.lastOtp("+84912345678"));

  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { name: listing.item.name })).toBeVisible();
  await expect(page.getByTestId("listing-seller")).toHaveText(listing.seller.username);
  await expect(page.getByRole("button", { name: /^Buy for/ })).toBeVisible();
  expect(consoleErrors.list).toEqual([]);
});
