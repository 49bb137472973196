// The wallet on the plain web against the dev API: balances as the wallet service reports them, the
// main coin kept across a reload, an exchange that moves both balances by the quoted amounts, a
// too-large one stopped by the balance-lack dialog, a withdrawal with its fee that lands in the
// orders (rendered on the server), and what a guest sees.
import { type DevApi, type DevLogin, expect, type Page, signIn, signInWithCookies, test } from "@repo/playwright-config/fixtures";

interface CoinRow {
  coin_name: string;
  money_all: string;
  usdt_money_all: string;
}
interface AssetRow {
  coin_name: string;
  offchain: string;
  onchain: string;
}

/** en-US with two decimals cut (never rounded up), as the wallet writes balances. */
function money(value: number): string {
  const [whole = "0", fraction = ""] = value.toFixed(6).split(".");
  return `${Number(whole).toLocaleString("en-US")}.${fraction.slice(0, 2)}`;
}
/** A displayed amount back as a number ("1,234.5" → 1234.5). */
const numberIn = (text: string) => Number(/[\d,]+(\.\d+)?/.exec(text)?.[0]?.replaceAll(",", "") ?? Number.NaN);
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

/** A wallet call as the player. */
const wallet = <T>(devApi: DevApi, login: DevLogin, path: string, body: unknown = {}) => devApi.call<T>("wallet", `/wallet/${path}`, body, login);

async function offchain(devApi: DevApi, login: DevLogin, coin: string): Promise<number> {
  const { list } = await wallet<{ list: AssetRow[] }>(devApi, login, "user_asset");
  return Number(list.find((row) => row.coin_name === coin)?.offchain);
}

const coinRow = (page: Page, coin: string) => page.getByRole("list", { name: "My coins" }).getByRole("button", { name: new RegExp(`^${coin}\\b`) });

test("the wallet shows the balances and total the wallet service reports", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  const info = await wallet<{ list: CoinRow[]; total_usdt: string }>(devApi, login, "get_wallet_info", { str_amount: true });
  await page.goto("/en-US/wallet");
  await expect(page.getByTestId("wallet-total")).toHaveText(`≈ ${money(Number(info.total_usdt))} USDT`);
  await expect(page.getByRole("list", { name: "My coins" }).getByRole("listitem")).toHaveCount(info.list.length);
  for (const row of info.list) {
    await expect(coinRow(page, row.coin_name)).toContainText(money(Number(row.money_all)));
    await expect(coinRow(page, row.coin_name)).toContainText(`≈ ${money(Number(row.usdt_money_all))} USDT`);
  }
  expect(consoleErrors.list).toEqual([]);
});

test("a chosen main coin survives a reload", async ({ page, devApi }) => {
  await signIn(page, devApi);
  await page.goto("/en-US/wallet");
  await expect(page.getByTestId("wallet-main-coin")).toContainText("WH");
  await coinRow(page, "KTHER").click();
  await expect(page.getByText("KTHER is now your main coin.")).toBeVisible();
  await expect(page.getByTestId("wallet-main-coin")).toContainText("KTHER40.00");
  await page.reload();
  await expect(page.getByTestId("wallet-main-coin")).toContainText("KTHER40.00");
  await expect(page.getByRole("link", { name: "Exchange" })).toHaveAttribute("href", "/en-US/wallet/exchange?from=KTHER");
});

test("an exchange moves both balances by the quoted amounts", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  const before = { KTHER: await offchain(devApi, login, "KTHER"), WH: await offchain(devApi, login, "WH") };
  await page.goto("/en-US/wallet/exchange?from=KTHER&to=WH");
  await page.getByLabel("Amount of KTHER").fill("12.5");
  await expect(page.getByTestId("exchange-rate")).toHaveText("1 KTHER ≈ 7.50 WH");
  // "≈ 93.46875 WH": every digit of the quote is shown.
  const quotedText = /[\d,.]+/.exec(plain(await page.getByTestId("exchange-quote").textContent()))?.[0] ?? "";
  const quoted = numberIn(quotedText);
  expect(quoted).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Review exchange" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm the exchange" });
  await expect(dialog).toContainText(`You give 12.50 KTHER and receive ${quotedText} WH`);
  await dialog.getByRole("button", { name: "Confirm exchange" }).click();

  await expect(page.getByRole("heading", { name: "Exchange complete" })).toBeVisible();
  await expect(page.getByTestId("exchange-result")).toHaveText(`12.50 KTHER → ${quotedText} WH`);
  const after = { KTHER: await offchain(devApi, login, "KTHER"), WH: await offchain(devApi, login, "WH") };
  expect(after.KTHER).toBeCloseTo(before.KTHER - 12.5, 6);
  expect(after.WH).toBeCloseTo(before.WH + quoted, 6);
  // The balances on screen are the new ones.
  await expect(page.getByText("KTHER balance").locator("xpath=following-sibling::dd[1]")).toHaveText(money(after.KTHER));
  await expect(page.getByText("WH balance").locator("xpath=following-sibling::dd[1]")).toHaveText(money(after.WH));
  expect(consoleErrors.list).toEqual([]);
});

test("an exchange over the balance opens the balance-lack dialog and moves nothing", async ({ page, devApi }) => {
  const login = await signIn(page, devApi);
  const before = await offchain(devApi, login, "KTHER");
  await page.goto("/en-US/wallet/exchange?from=KTHER&to=USDT");
  await page.getByLabel("Amount of KTHER").fill(String(before + 1));
  await page.getByRole("button", { name: "Review exchange" }).click();
  const lack = page.getByRole("dialog", { name: "Balance too low" });
  await expect(lack).toContainText("Not enough KTHER");
  await expect(page.getByRole("dialog", { name: "Confirm the exchange" })).toHaveCount(0);
  await lack.getByRole("button", { name: "Top up" }).click();
  await expect(page).toHaveURL("/en-US/activity/recharge");
  expect(await offchain(devApi, login, "KTHER")).toBe(before);
});

test("a withdrawal shows its fee first, lowers the balance and appears in the orders", async ({ page, devApi, baseURL, consoleErrors }) => {
  // The login cookies let the server render the orders.
  const login = await signInWithCookies(page, devApi, baseURL!);
  const before = await offchain(devApi, login, "USDT");
  const [own] = (await wallet<{ list: { wallet_addr: string }[] }>(devApi, login, "get_all_wallet_addr", { user_id: login.user_id })).list;
  // The form comes drawn from the server's reads (the own address, what is available); the browser reads none of them.
  const formReads = browserReads(page, /\/svc\/.*\/wallet\/(user_asset|get_chain_list|get_all_wallet_addr|get_token_info)/);
  const formHtml = plain(await (await page.request.get("/en-US/user/withdraw?coin=USDT&chain=TRON")).text());
  expect(formHtml).toContain(own?.wallet_addr ?? "?");
  expect(formHtml).toContain(`Available: ${money(before)} USDT`);
  await page.goto("/en-US/user/withdraw?coin=USDT&chain=TRON");
  await expect(page.getByTestId("withdraw-own-address")).toHaveText(own?.wallet_addr ?? "");
  await expect(page.getByLabel("Amount of USDT")).toBeVisible();
  await expect(page.getByText(`Available: ${money(before)} USDT`)).toBeVisible();

  await page.getByLabel("Amount of USDT").fill("10");
  await expect(page.getByTestId("withdraw-fee")).toHaveText("0.10 USDT");
  await expect(page.getByTestId("withdraw-received")).toHaveText("9.90 USDT");
  await page.getByRole("button", { name: "Review withdrawal" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm the withdrawal" });
  await expect(dialog).toContainText("After the network fee of 0.10 USDT, 9.90 USDT arrive at");
  await dialog.getByRole("button", { name: "Confirm withdrawal" }).click();

  await expect(page.getByRole("heading", { name: "Withdrawal sent" })).toBeVisible();
  await expect(page.getByTestId("withdraw-done-fee")).toHaveText("0.10 USDT");
  expect(await offchain(devApi, login, "USDT")).toBeCloseTo(before - 10, 6);
  await page.getByRole("button", { name: "Make another withdrawal" }).click();
  await expect(page.getByText(`Available: ${money(before - 10)} USDT`)).toBeVisible();
  expect(formReads).toEqual([]);

  // The orders come rendered from the server, the tab chosen too, and the browser does not read them.
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/(wallet\/(transfer|offchain|onchain)_history|pay\/payout_orders)/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/user/orders")).text();
  expect(html).toContain('aria-label="Transfers"');
  expect(html).toContain("Withdrawal to TRON");
  await page.goto("/en-US/user/orders");
  const first = page.getByRole("list", { name: "Transfers" }).getByRole("listitem").first();
  await expect(first).toContainText("Withdrawal to TRON");
  await expect(first).toContainText("-10.00 USDT");
  await expect(first).toContainText("Network fee 0.10 USDT");
  await expect(first).toContainText("Completed");
  await page.getByRole("tab", { name: "Wallet" }).click();
  await expect(page).toHaveURL("/en-US/user/orders?tab=wallet");
  await expect(page.getByRole("list", { name: "Wallet records" }).getByRole("listitem").first()).toContainText("-10.00 USDT");
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("a guest on /wallet sees what the wallet offers and a sign-in that comes back", async ({ page, devApi }) => {
  await page.goto("/en-US/wallet");
  await expect(page.getByRole("heading", { name: "Your wallet, with several coins" })).toBeVisible();
  await expect(page.getByTestId("wallet-total")).toHaveCount(0);
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`/en-US/user/login?backUrl=${encodeURIComponent("/en-US/wallet")}`);

  await page.getByLabel("Phone number", { exact: true }).fill("912345678");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(/^We sent a 6-digit code/)).toBeVisible();
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(await devApi.lastOtp("+84912345678"));
  await expect(page).toHaveURL("/en-US/wallet");
  await expect(page.getByTestId("wallet-total")).toContainText("USDT");
});

test("an exchange whose answer is lost is made once: the balance is re-read and the retry is answered, not repeated", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  const before = await offchain(devApi, login, "KTHER");
  await page.goto("/en-US/wallet/exchange?from=KTHER&to=WH");
  await page.getByLabel("Amount of KTHER").fill("12.5");
  // The server makes the exchange, then its answer arrives garbled: the app cannot know it went through.
  await devApi.failNext({ path: "/wallet/offchain_swap", hostile: "non_json", times: 1 });
  await page.getByRole("button", { name: "Review exchange" }).click();
  await page.getByRole("dialog", { name: "Confirm the exchange" }).getByRole("button", { name: "Confirm exchange" }).click();
  // Filtered by its text: Next's route announcer (an empty role="alert") may be in the page too.
  await expect(page.getByRole("alert").filter({ hasText: "The server sent an answer" })).toBeVisible();
  // Before a second submission the form shows what really happened to the balance.
  await expect(page.getByText(`Available: ${money(before - 12.5)} KTHER`)).toBeVisible();

  await page.getByRole("button", { name: "Review exchange" }).click();
  await page.getByRole("dialog", { name: "Confirm the exchange" }).getByRole("button", { name: "Confirm exchange" }).click();
  await expect(page.getByRole("heading", { name: "Exchange complete" })).toBeVisible();
  expect(await offchain(devApi, login, "KTHER")).toBeCloseTo(before - 12.5, 6);
  // The garbled answer is the test's doing; the app reported it as a parse error, nothing else.
  expect(consoleErrors.list.filter((line) => !/parse|garbled|unexpected token|json/i.test(line))).toEqual([]);
});

/** The browser's own requests from now on whose address matches `pattern`. */
function browserReads(page: Page, pattern: RegExp): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    if (pattern.test(request.url())) reads.push(request.url());
  });
  return reads;
}

test("the exchange comes drawn from the server's reads and exchanges with no browser read of the balances", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const before = await offchain(devApi, login, "KTHER");
  const reads = browserReads(page, /\/svc\/.*\/wallet\/(user_asset|get_token_info)/);
  const html = plain(await (await page.request.get("/en-US/wallet/exchange?from=KTHER&to=WH")).text());
  expect(html).toContain(`Available: ${money(before)} KTHER`);
  expect(html).toContain("1 KTHER ≈ 7.50 WH");
  await page.goto("/en-US/wallet/exchange?from=KTHER&to=WH");
  await page.getByLabel("Amount of KTHER").fill("2");
  await page.getByRole("button", { name: "Review exchange" }).click();
  await page.getByRole("dialog", { name: "Confirm the exchange" }).getByRole("button", { name: "Confirm exchange" }).click();
  await expect(page.getByRole("heading", { name: "Exchange complete" })).toBeVisible();
  // The page rendered again on the server brings the balance after it.
  await expect(page.getByText("KTHER balance").locator("xpath=following-sibling::dd[1]")).toHaveText(money(before - 2));
  expect(await offchain(devApi, login, "KTHER")).toBeCloseTo(before - 2, 6);
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the network fees come rendered from the server, the opening coin's fee on each chain included", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const reads = browserReads(page, /\/svc\/.*\/wallet\/(user_asset|get_chain_list|get_token_info|transfer_from_offchain_to_onchain_fee)/);
  const html = plain(await (await page.request.get("/en-US/wallet/gas?coin=USDT")).text());
  expect(html).toContain("Fee per chain");
  expect(html).toMatch(/Fee [\d,.]+ USDT/);
  await page.goto("/en-US/wallet/gas?coin=USDT");
  const tron = page.getByRole("list", { name: "Fee per chain" }).getByRole("listitem").filter({ hasText: "Tron" });
  await expect(tron).toContainText(/You receive [\d,.]+ USDT/);
  await expect(tron.getByRole("link", { name: "Withdraw" })).toHaveAttribute("href", "/en-US/user/withdraw?coin=USDT&chain=TRON");
  // The table is usable once loaded: another amount is quoted by the browser.
  await expect(page.getByLabel("Amount to withdraw (USDT)")).toBeEnabled();
  expect(reads).toEqual([]);
  await page.getByLabel("Amount to withdraw (USDT)").fill("50");
  await expect(tron).toContainText("You receive 49.50 USDT");
  expect(consoleErrors.list).toEqual([]);
});

test("the recharge page comes rendered from the server with the player's deposit addresses", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const [own] = (await wallet<{ list: { wallet_addr: string }[] }>(devApi, login, "get_all_wallet_addr", { user_id: login.user_id })).list;
  const reads = browserReads(page, /\/svc\/.*\/wallet\/(get_wallet_info|get_chain_list|get_all_wallet_addr|get_token_info)/);
  const html = await (await page.request.get("/en-US/activity/recharge")).text();
  expect(html).toContain('data-testid="deposit-address-TRON"');
  expect(html).toContain(own?.wallet_addr ?? "?");
  expect(html).toContain("Supported tokens");
  await page.goto("/en-US/activity/recharge");
  await expect(page.getByTestId("deposit-address-TRON")).toHaveText(own?.wallet_addr ?? "");
  await page.getByRole("button", { name: "Show QR code" }).first().click();
  await expect(page.getByRole("img", { name: /deposit address$/ })).toBeVisible();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the wallet comes rendered from the server: every coin's figures and the default main coin in the HTML, the stored main coin and a tap moving the highlight with no browser read", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const info = await wallet<{ list: CoinRow[]; total_usdt: string }>(devApi, login, "get_wallet_info", { str_amount: true });
  const reads = browserReads(page, /\/svc\/.*\/wallet\/(get_wallet_info|transfer_history)/);
  const html = plain(await (await page.request.get("/en-US/wallet")).text());
  expect(html).toContain(`≈ ${money(Number(info.total_usdt))} USDT`);
  for (const row of info.list) expect(html).toContain(`>${row.coin_name}</span>`);
  expect(html).toMatch(/<button[^>]*aria-current="true"[^>]*>(?:(?!<\/button>).)*>WH<\/span>/);
  expect(html).toContain('href="/en-US/wallet/exchange?from=WH"');

  await page.goto("/en-US/wallet");
  await expect(coinRow(page, "WH")).toHaveAttribute("aria-current", "true");
  await coinRow(page, "KTHER").click();
  await expect(page.getByText("KTHER is now your main coin.")).toBeVisible();
  await expect(coinRow(page, "KTHER")).toHaveAttribute("aria-current", "true");
  await expect(coinRow(page, "WH")).not.toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("link", { name: "Exchange" })).toHaveAttribute("href", "/en-US/wallet/exchange?from=KTHER");

  // The stored main coin: the server draws the default, the page moves the highlight after start.
  await page.reload();
  await expect(coinRow(page, "KTHER")).toHaveAttribute("aria-current", "true");
  await expect(page.getByTestId("wallet-main-coin")).toContainText("KTHER");
  await page.getByRole("button", { name: "What are total assets?" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});
