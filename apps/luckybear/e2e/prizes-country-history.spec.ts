// The casino screens a player opens from the rewards hub and the me tab, on their normal path against the
// dev API, as the seeded player (650 LB-USDT bet: past the bronze and silver bet prizes, not the gold):
// live prizes (progress toward each threshold, which a round in a game moves; the winners billboard; a
// reached prize received once, a second time refused), the country (switching it changes the currency
// of the pay page) and the per-coin balance history (every change listed, newest first, with the balance).
// Each journey is marked slow (three times the default timeout): it signs in, moves between several
// pages and waits for the dev API, on a machine shared with other builds; its waits allow 30 s.
import { type DevApi, type DevLogin, expect as baseExpect, signIn, signInWithCookies, test } from "@repo/playwright-config/fixtures";
import { lbBalance } from "./journeys";

const expect = baseExpect.configure({ timeout: 30_000 });

interface HistoryPage {
  list: { id: number; amount: string; kind: string; memo: string }[];
  total: number;
  balance: string;
}

test("live prizes come rendered from the server, and a reached prize received there shows as received", async ({ page, devApi, baseURL, consoleErrors }) => {
  test.slow();
  const login = await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    // The billboard is read again every 10 s by design; the prizes and the ranking only by a browser read.
    if (/\/svc\/.*\/(rt_prize_conf|bet_ranking_list)/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/luckybear/prizes")).text();
  expect(html).toContain("Your bets this period: 650.00");
  expect(html).toContain('data-testid="rt-prize-3"');
  await page.goto("/en-US/luckybear/prizes");
  const before = await lbBalance(devApi, login);
  await page.getByRole("button", { name: "Receive Silver bet prize" }).click();
  await expect(page.getByTestId("rt-prize-2").getByText("Received")).toBeVisible();
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + 8, 6);
  await expect(page.getByRole("list", { name: "Latest winners" })).toBeVisible();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

/** The address of a stand-in inbet game for this player, as the game's init config gives it. */
async function inbetLaunchUrl(devApi: DevApi, login: DevLogin): Promise<string> {
  const games = await devApi.call<{ list: { game_id: number }[] }>("lucky-bear", "/lucky_bear/game_list?provider=inbet&page=1&page_size=1");
  const gameId = games.list[0]?.game_id;
  if (gameId === undefined) throw new Error("no inbet game");
  return (await devApi.call<{ launch_url: string }>("lucky-bear", `/lucky_bear/inbet/init_config?game_id=${gameId}`, undefined, login)).launch_url;
}

test("live prizes show the progress to each threshold and the winners, and a reached prize is received once", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  const login = await signIn(page, devApi);
  await page.goto("/en-US/luckybear/rewards");
  await page.getByTestId("rewards-prizes").click();
  await expect(page).toHaveURL("/en-US/luckybear/prizes");
  await expect(page.getByRole("heading", { name: "Live prizes", level: 1 })).toBeVisible();

  // Progress toward the gold prize, not reached: no receive action.
  const gold = page.getByTestId("rt-prize-3");
  await expect(gold.getByRole("progressbar", { name: "Gold bet prize · 60.00 LB-USDT" })).toHaveAttribute("aria-valuetext", "650.00 / 5,000.00");
  await expect(gold.getByText("Not reached")).toBeVisible();
  await expect(gold.getByRole("button")).toHaveCount(0);

  // The winners billboard lists what the server lists.
  const winners = await devApi.call<{ list: { username: string; prize_name: string; amount: string }[] }>("lucky-bear", "/lucky_bear/rt_prize_billboard");
  const first = winners.list[0];
  if (!first) throw new Error("no winners on the billboard");
  const board = page.getByRole("list", { name: "Latest winners" }).getByRole("listitem");
  await expect(board).toHaveCount(winners.list.length);
  await expect(board.first()).toHaveText(`${first.username} won ${first.prize_name}: ${first.amount}`);

  // The silver prize is reached: received once.
  const before = await lbBalance(devApi, login);
  await page.getByRole("button", { name: "Receive Silver bet prize" }).click();
  await expect(page.getByTestId("rt-prize-2").getByText("Received")).toBeVisible();
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + 8, 6);
  await expect(devApi.call("lucky-bear", "/lucky_bear/rt_prize_receive", { prize_id: 2 }, login)).rejects.toThrow(/already received/);

  // A round in a game (the dev API's stand-in for the provider's page) moves the progress.
  const game = await page.context().newPage();
  await game.goto(await inbetLaunchUrl(devApi, login));
  await game.getByLabel("Stake").selectOption("10");
  await game.getByRole("button", { name: "Bet" }).click();
  await expect(game.getByRole("status")).toContainText("You bet 10.00 LB-USDT");
  await game.close();
  await page.reload();
  await expect(gold.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "660.00 / 5,000.00");
  await expect(page.getByTestId("rt-prize-2").getByText("Received")).toBeVisible();
  await expect(page.getByRole("button", { name: "Receive Silver bet prize" })).toHaveCount(0);
  expect(consoleErrors.list).toEqual([]);
});

test("the country page comes rendered from the server, and the browser does not read the countries", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/(available_countries|get_country)/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/luckybear/country")).text();
  expect(html).toContain("Currency BRL");
  expect(html).toContain("Current");
  await page.goto("/en-US/luckybear/country");
  const countries = page.getByRole("list", { name: "Countries" });
  await expect(countries.getByRole("listitem").filter({ hasText: "Vietnam" })).toContainText("Current");
  await expect(countries.getByRole("button", { name: /Brazil/ })).toBeVisible();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("switching the country from the me tab changes the currency of the pay page", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  const login = await signIn(page, devApi);
  await page.goto("/en-US/luckybear/me");
  await page.getByRole("link", { name: "Country" }).click();
  await expect(page).toHaveURL("/en-US/luckybear/country");
  const countries = page.getByRole("list", { name: "Countries" });
  await expect(countries.getByRole("listitem").filter({ hasText: "Vietnam" })).toContainText("Current");

  await countries.getByRole("button", { name: /Brazil/ }).click();
  const confirm = page.getByRole("dialog", { name: "Switch to Brazil?" });
  await expect(confirm).toContainText("Your recharges and withdrawals will be in BRL.");
  await confirm.getByRole("button", { name: "Switch" }).click();
  await expect(page.getByTestId("country-switched")).toHaveText("Your country is now Brazil.");
  await expect(countries.getByRole("listitem").filter({ hasText: "Brazil" })).toContainText("Current");
  await expect(countries.getByRole("listitem").filter({ hasText: "Vietnam" })).not.toContainText("Current");
  expect(await devApi.call<{ country_code: string; currency: string }>("lucky-bear", "/lucky_bear/get_country", undefined, login)).toMatchObject({
    country_code: "BR",
    currency: "BRL",
  });

  // Applied where it matters: the recharge is in reais now.
  await page.goto("/en-US/luckybear/money/pay?type=recharge");
  await expect(page.getByLabel("Amount (BRL)")).toBeVisible();
  await page.goto("/en-US/luckybear/money/pay?type=withdraw");
  await expect(page.getByLabel("Amount (BRL)")).toBeVisible();
  expect(consoleErrors.list).toEqual([]);
});

test("the balance history lists every change of the coin, newest first, with the balance", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  const login = await signIn(page, devApi);
  // A change of today: a redeemed gift code.
  await devApi.call("lucky-bear", "/lucky_bear/receive_gift_code", { gift_code: "WELCOME2024" }, login);
  const history = await devApi.call<HistoryPage>("lucky-bear", "/lucky_bear/asset_detail?coin_name=LB-USDT&page=1&page_size=20", undefined, login);

  await page.goto("/en-US/luckybear/me");
  await page.getByRole("link", { name: "Balance history" }).click();
  await expect(page).toHaveURL("/en-US/luckybear/money/history?coin=LB-USDT");
  await expect(page.getByRole("tab", { name: "LB-USDT", selected: true })).toBeVisible();
  await expect(page.getByTestId("history-balance")).toHaveText(Number(history.balance).toFixed(2));
  expect(Number(history.balance)).toBeCloseTo(await lbBalance(devApi, login), 6);

  const rows = page.getByRole("list", { name: "LB-USDT history" }).getByRole("listitem");
  await expect(rows).toHaveCount(Math.min(history.total, 20));
  await expect(rows.first()).toContainText("Gift code");
  await expect(rows.first()).toContainText("WELCOME2024");
  await expect(rows.first()).toContainText("+5.00");
  // The oldest change is the opening balance, and the invite rewards are listed as such.
  await expect(rows.last()).toContainText("Opening balance");
  await expect(rows.filter({ hasText: "Invite reward" })).toHaveCount(history.list.filter((entry) => entry.kind === "invite_reward").length);
  expect(consoleErrors.list).toEqual([]);
});

test("the balance history comes rendered from the server, and Show more loads the next page on its first tap", async ({ page, devApi, baseURL, consoleErrors }) => {
  test.slow();
  const login = await signInWithCookies(page, devApi, baseURL!);
  // 21 paid recharges: more than a page of changes.
  for (let index = 0; index < 21; index += 1) {
    await devApi.call("lucky-bear", "/lucky_bear/recharge", { amount: "250000", currency: "VND", channel: "bank", idempotency_key: `e2e-history-${index}-${login.user_id}` }, login);
  }
  const history = await devApi.call<HistoryPage>("lucky-bear", "/lucky_bear/asset_detail?coin_name=LB-USDT&page=1&page_size=20", undefined, login);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/(asset_list|asset_detail)/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/luckybear/money/history")).text();
  expect(html).toContain('aria-label="LB-USDT history"');
  expect(html).toContain("Show more");
  await page.goto("/en-US/luckybear/money/history");
  await expect(page).toHaveURL("/en-US/luckybear/money/history?coin=LB-USDT");
  const rows = page.getByRole("list", { name: "LB-USDT history" }).getByRole("listitem");
  await expect(rows).toHaveCount(20);
  await expect(page.getByTestId("history-balance")).toHaveText(Number(history.balance).toFixed(2));
  expect(reads).toEqual([]);
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(rows).toHaveCount(Math.min(history.total, 40));
  expect(reads.map((url) => new URL(url).searchParams.get("page"))).toEqual(["2"]);
  expect(consoleErrors.list).toEqual([]);
});
