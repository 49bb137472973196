// The wallet (/luckybear/money) rendered on the server for the player of the login cookies: the balances
// and the first page of orders are in the HTML and the browser does not read them; "Show more orders"
// loads the next page on its first tap, after the server's rows.
import { type DevApi, type DevLogin, expect, signInWithCookies, test } from "@repo/playwright-config/fixtures";

/** `count` paid recharges of 250 000 VND, straight against the dev API. */
async function rechargeTimes(devApi: DevApi, login: DevLogin, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await devApi.call("lucky-bear", "/lucky_bear/recharge", { amount: "250000", currency: "VND", channel: "bank", idempotency_key: `e2e-money-${index}-${login.user_id}` }, login);
  }
}

test("the wallet comes rendered from the server, and Show more orders loads the next page on its first tap", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  await rechargeTimes(devApi, login, 21);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/(asset_list|my_orders)/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/luckybear/money")).text();
  expect(html).toContain('href="/en-US/luckybear/money/history?coin=LB-USDT"');
  expect(html).toContain("Show more orders");
  await page.goto("/en-US/luckybear/money");
  const orders = page.getByRole("list", { name: "My orders" }).getByRole("listitem");
  await expect(orders).toHaveCount(20);
  expect(reads).toEqual([]);
  const total = (await devApi.call<{ total: number }>("lucky-bear", "/lucky_bear/my_orders?page=1&page_size=20", undefined, login)).total;
  await page.getByRole("button", { name: "Show more orders" }).click();
  await expect(orders).toHaveCount(Math.min(total, 40));
  expect(reads.map((url) => new URL(url).searchParams.get("page"))).toEqual(["2"]);
  await page.getByRole("list", { name: "Balances" }).getByRole("link", { name: /LB-USDT/ }).click();
  await expect(page).toHaveURL("/en-US/luckybear/money/history?coin=LB-USDT");
  expect(consoleErrors.list).toEqual([]);
});
