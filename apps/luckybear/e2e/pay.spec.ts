// Recharge and withdrawal on the casino's pay pages: an amount to the confirm page, paying it on the
// web (the xworld app's deep link, only its address is checked) and inside the native app (the bridge
// simulator records startXWorldPay), the order's status; a withdrawal over the balance refused with
// the balance-lack dialog (its "Top up" leads to the recharge; in audit mode a warning instead), a valid
// one listed in the orders of the money page, and one the server finds short (the balance moved since
// the page read it) stopped by the same dialog.
import { type DevApi, type DevLogin, expect, type Page, signIn, signInWithCookies, test } from "@repo/playwright-config/fixtures";
import { lbBalance } from "./journeys";

interface Order {
  order_id: string;
  type: "recharge" | "withdraw";
  amount: string;
  currency: string;
  status: string;
}
interface RecordedCall {
  method: string;
  params: Record<string, unknown>;
}

const RECHARGE = "/en-US/luckybear/money/pay?type=recharge";
const WITHDRAW = "/en-US/luckybear/money/pay?type=withdraw";
const CONFIRM = /\/en-US\/luckybear\/money\/pay-confirm\?order_id=(R-\d+)$/;

/** A signed-in GET of the lucky-bear service, straight against the dev API. */
const lbGet = <T>(devApi: DevApi, login: DevLogin, path: string) => devApi.call<T>("lucky-bear", `/lucky_bear/${path}`, undefined, login);

const myOrders = async (devApi: DevApi, login: DevLogin) => (await lbGet<{ list: Order[] }>(devApi, login, "my_orders?page=1&page_size=20")).list;

/** On the recharge page: 250 000 VND (10 USDT) through `channel`, then on to the confirm page. */
async function recharge(page: Page, channel: string): Promise<string> {
  await page.getByRole("button", { name: "₫250,000" }).or(page.getByLabel("Amount (VND)")).first().waitFor();
  await page.getByLabel("Amount (VND)").fill("250000");
  await expect(page.getByText("≈ 10.00 USDT to your casino balance")).toBeVisible();
  await page.getByRole("radio", { name: channel }).check();
  await page.getByRole("button", { name: "Recharge ₫250,000" }).click();
  await expect(page).toHaveURL(CONFIRM);
  return CONFIRM.exec(page.url())?.[1] ?? "";
}

test("the withdraw page is in the server's HTML for the signed-in player: its heading, tabs and the latest withdrawals; the browser reads no pay settings", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/(recharge_conf|get_country|recent_withdraw_logs)/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get(WITHDRAW)).text();
  expect(html).toMatch(/<h1[^>]*>Withdraw<\/h1>/);
  expect(html).toContain('role="tablist"');
  expect(html).toContain("Recent withdrawals");
  await page.goto(WITHDRAW);
  await expect(page.getByRole("heading", { name: "Withdraw", level: 1 })).toBeVisible();
  await expect(page.getByText("Recent withdrawals")).toBeVisible();
  await expect(page.getByLabel("Amount (VND)")).toBeVisible();
  // The recharge tab renders the page again on the server.
  await page.getByRole("tab", { name: "Recharge" }).click();
  await expect(page).toHaveURL(/\?type=recharge$/);
  await expect(page.getByRole("button", { name: /^Recharge/ })).toBeVisible();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("a recharge goes from the amount to its confirm page, which offers the xworld app's pay link on the web", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signIn(page, devApi);
  await page.goto(RECHARGE);
  await expect(page.getByRole("heading", { name: "Recharge", level: 1 })).toBeVisible();
  await expect(page.getByRole("group", { name: "Quick amounts" }).getByRole("button")).toHaveText(["₫125,000", "₫500,000", "₫1,250,000", "₫2,500,000"]);

  await page.getByLabel("Amount (VND)").fill("1000");
  await page.getByRole("button", { name: "Recharge", exact: true }).click();
  await expect(page.getByText("The minimum is ₫25,000.")).toBeVisible();
  await expect(page).toHaveURL(RECHARGE);

  const orderId = await recharge(page, "USDT (TRC20)");
  await expect(page.getByRole("heading", { name: "Recharge order" })).toBeVisible();
  await expect(page.getByText("₫250,000", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Waiting for payment" })).toBeVisible();

  const payLink = page.getByRole("link", { name: "Pay in the XWorld app" });
  const href = new URL((await payLink.getAttribute("href")) ?? "");
  expect(`${href.protocol}//${href.host}`).toBe("xworld://pay");
  expect(Object.fromEntries(href.searchParams)).toEqual({
    mch_id: "luckybear",
    order_id: orderId,
    app_name: "luckybear",
    jump_page: `${baseURL}/en-US/luckybear/money/pay-confirm?order_id=${orderId}`,
  });
  await expect(page.getByText(/No app on this device\? Install XWorld/)).toBeVisible();

  expect(await myOrders(devApi, login)).toContainEqual(expect.objectContaining({ order_id: orderId, type: "recharge", amount: "250000", currency: "VND", status: "pending" }));
  expect(consoleErrors.list).toEqual([]);
});

test("the confirm page comes rendered from the server with the waiting order, and the browser does not read the orders", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const { order_id: orderId } = await devApi.call<{ order_id: string }>(
    "lucky-bear",
    "/lucky_bear/recharge",
    { amount: "250000", currency: "VND", channel: "usdt", idempotency_key: `e2e-confirm-${login.user_id}` },
    login,
  );
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/my_orders/.test(request.url())) reads.push(request.url());
  });
  const path = `/en-US/luckybear/money/pay-confirm?order_id=${orderId}`;
  const html = await (await page.request.get(path)).text();
  expect(html).toContain(orderId);
  expect(html).toContain("Waiting for payment");
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Recharge order" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay in the XWorld app" })).toBeVisible();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("a bank recharge is paid at once: the confirm page says so, and the money page shows the new balance and the order", async ({ page, devApi }) => {
  const login = await signIn(page, devApi);
  const before = await lbBalance(devApi, login);
  await page.goto(RECHARGE);
  const orderId = await recharge(page, "Bank transfer");
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(page.getByText("10.00 USDT is on your casino balance.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay in the XWorld app" })).toHaveCount(0);
  expect(await lbBalance(devApi, login)).toBe(before + 10);

  await page.getByRole("link", { name: "Go to my wallet" }).click();
  await expect(page).toHaveURL("/en-US/luckybear/money");
  const order = page.getByRole("list", { name: "My orders" }).getByRole("listitem").filter({ hasText: orderId });
  await expect(order).toContainText("Recharge ₫250,000");
  await expect(order).toContainText("Paid");
});

test("inside the native app the host pays the order (startXWorldPay), and the result follows", async ({ page, devApi, baseURL }) => {
  const host = await devApi.loginByPhone();
  const query = new URLSearchParams({ type: "recharge", bridgeSim: "1", bridgeSimUser: String(host.user_id), bridgeSimKey: host.user_secret_key });
  await page.goto(`/en-US/luckybear/money/pay?${query.toString()}`);
  const orderId = await recharge(page, "USDT (TRC20)");

  // The first attempt: the player backs out in the app.
  await page.evaluate(() =>
    (window as unknown as { __xworldBridgeSimulator: { set(method: string, reply: unknown): void } }).__xworldBridgeSimulator.set("startXWorldPay", {
      ret: 0,
      params: { status: "cancel" },
    }),
  );
  await expect(page.getByRole("link", { name: "Pay in the XWorld app" })).toHaveCount(0);
  await page.getByRole("button", { name: "Pay with XWorld" }).click();
  await expect(page.getByRole("heading", { name: "Payment cancelled" })).toBeVisible();

  // Then pays: the simulated host answers success, the order waits for the payment to land.
  await page.evaluate(() => (window as unknown as { __xworldBridgeSimulator: { unset(method: string): void } }).__xworldBridgeSimulator.unset("startXWorldPay"));
  await page.getByRole("button", { name: "Pay with XWorld" }).click();
  await expect(page.getByRole("heading", { name: "Payment sent" })).toBeVisible();

  const calls = await page.evaluate(() =>
    (window as unknown as { __xworldBridgeSimulator: { callsTo(method: string): RecordedCall[] } }).__xworldBridgeSimulator.callsTo("startXWorldPay").map((call) => call.params),
  );
  const expected = { mch_id: "luckybear", order_id: orderId, app_name: "luckybear", jump_page: `${baseURL}/en-US/luckybear/money/pay-confirm?order_id=${orderId}` };
  expect(calls).toEqual([expected, expected]);
});

test("a withdrawal over the balance opens the balance-lack dialog; a valid one is listed in the orders", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  const before = await lbBalance(devApi, login);
  await page.goto(WITHDRAW);
  await expect(page.getByRole("heading", { name: "Withdrawable balance" })).toBeVisible();
  await expect(page.getByText(`${before.toFixed(2)} USDT`, { exact: true })).toBeVisible();

  await page.getByLabel("Amount (VND)").fill("99999999");
  await page.getByLabel("Bank and account number").fill("VCB 0011223344");
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  const withdrawable = new Intl.NumberFormat("en-US").format(before * 25_000);
  await expect(page.getByRole("alert").filter({ hasText: "more than your balance" })).toHaveText(`That is more than your balance. You can withdraw up to ₫${withdrawable}.`);
  const lack = page.getByRole("dialog", { name: "Balance too low" });
  await expect(lack).toContainText("Not enough LB-USDT. Top up to continue.");
  await expect(page.getByRole("dialog", { name: "Confirm the withdrawal" })).toHaveCount(0);
  await lack.getByRole("button", { name: "Cancel" }).click();
  await expect(lack).toHaveCount(0);
  expect((await myOrders(devApi, login)).filter((order) => order.type === "withdraw")).toEqual([]);

  await page.getByLabel("Amount (VND)").fill("250000");
  await page.getByRole("button", { name: "Withdraw ₫250,000" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm the withdrawal" });
  await expect(dialog).toContainText("₫250,000 will be paid out to Bank transfer: VCB 0011223344.");
  await dialog.getByRole("button", { name: "Confirm withdrawal" }).click();

  await expect(page.getByRole("heading", { name: "Withdrawal requested" })).toBeVisible();
  const [order] = (await myOrders(devApi, login)).filter((entry) => entry.type === "withdraw");
  expect(order).toMatchObject({ amount: "250000", currency: "VND", status: "pending" });
  expect(await lbBalance(devApi, login)).toBe(before - 10);

  await page.getByRole("link", { name: "See my orders" }).click();
  await expect(page).toHaveURL("/en-US/luckybear/money#orders");
  const row = page.getByRole("list", { name: "My orders" }).getByRole("listitem").filter({ hasText: order?.order_id ?? "missing" });
  await expect(row).toContainText("Withdrawal ₫250,000");
  await expect(row).toContainText("Processing");
  expect(consoleErrors.list).toEqual([]);
});

test("the balance-lack dialog's top-up leads to the recharge", async ({ page, devApi, consoleErrors }) => {
  await signIn(page, devApi);
  await page.goto(WITHDRAW);
  await page.getByLabel("Amount (VND)").fill("99999999");
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  await page.getByRole("dialog", { name: "Balance too low" }).getByRole("button", { name: "Top up" }).click();
  await expect(page).toHaveURL("/en-US/luckybear/money/pay");
  await expect(page.getByRole("heading", { name: "Recharge", level: 1 })).toBeVisible();
  expect(consoleErrors.list).toEqual([]);
});

test("a withdrawal the server finds short (the balance moved meanwhile) opens the balance-lack dialog and makes no order", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  const before = await lbBalance(devApi, login);
  await page.goto(WITHDRAW);
  await expect(page.getByText(`${before.toFixed(2)} USDT`, { exact: true })).toBeVisible();
  await page.getByLabel("Amount (VND)").fill("250000");
  await page.getByLabel("Bank and account number").fill("VCB 0011223344");
  await page.getByRole("button", { name: "Withdraw ₫250,000" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm the withdrawal" });
  await expect(confirm).toBeVisible();

  // Meanwhile the whole balance leaves through another device.
  await devApi.call("lucky-bear", "/lucky_bear/withdraw", { amount: String(before * 25_000), currency: "VND", channel: "bank", account: "VCB 0011223344" }, login);
  expect(await lbBalance(devApi, login)).toBe(0);

  await confirm.getByRole("button", { name: "Confirm withdrawal" }).click();
  const lack = page.getByRole("dialog", { name: "Balance too low" });
  await expect(lack).toContainText("Not enough LB-USDT. Top up to continue.");
  await expect(page.getByRole("heading", { name: "Withdrawal requested" })).toHaveCount(0);
  expect((await myOrders(devApi, login)).filter((order) => order.type === "withdraw")).toHaveLength(1);
  expect(consoleErrors.list).toEqual([]);
});

test("in audit mode a withdrawal over the balance shows the lack warning instead of the dialog", async ({ page, devApi, consoleErrors }) => {
  const host = await devApi.loginByPhone();
  const query = new URLSearchParams({ type: "withdraw", bridgeSim: "1", bridgeSimUser: String(host.user_id), bridgeSimKey: host.user_secret_key, bridgeSimAudit: "1" });
  await page.goto(`/en-US/luckybear/money/pay?${query.toString()}`);
  await page.getByLabel("Amount (VND)").fill("99999999");
  await page.getByLabel("Bank and account number").fill("VCB 0011223344");
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not enough LB-USDT" })).toHaveText("Not enough LB-USDT. Top up to continue.");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect((await myOrders(devApi, host)).filter((order) => order.type === "withdraw")).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the pay pages need a signed-in player", async ({ page }) => {
  await page.goto(RECHARGE);
  await expect(page).toHaveURL(`/en-US/user/login?backUrl=${encodeURIComponent(RECHARGE)}`);
});
