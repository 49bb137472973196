// The compete areas on the plain web against the dev API: two players join a PvP match its host then
// settles, and exactly the winner is paid; a bet on a round of the tiger board shows its result and
// lands in the history; money moves into a game; the daily battle, honor, the party games and the
// partner program as a player finds them; the pages a signed-in player's login cookies let the server
// render come in the HTML.
import type { Browser } from "@playwright/test";
import { type DevApi, type DevLogin, expect, type Page, signIn, signInWithCookies, test } from "@repo/playwright-config/fixtures";

interface AssetRow {
  coin_name: string;
  offchain: string;
}

async function offchain(devApi: DevApi, login: DevLogin, coin: string): Promise<number> {
  const { list } = await devApi.call<{ list: AssetRow[] }>("wallet", "/wallet/user_asset", {}, login);
  return Number(list.find((row) => row.coin_name === coin)?.offchain);
}

/** A test control of the compete areas (/__dev/compete/…). */
async function control<T>(devApi: DevApi, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${devApi.origin}/__dev/compete/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A second player in a browser context of their own, signed in, with `wh` WH in the wallet. */
async function playerPage(browser: Browser, devApi: DevApi, number: string, wh: string): Promise<{ page: Page; login: DevLogin }> {
  const context = await browser.newContext({ ...test.info().project.use });
  const page = await context.newPage();
  const login = await signIn(page, devApi, { countryCode: "+84", number });
  await control(devApi, "deposit", { user_id: login.user_id, coin_name: "WH", amount: wh });
  return { page, login };
}

test("two players join a PvP match, the host settles it once, and exactly the winner is paid", async ({ page, browser, devApi, consoleErrors }) => {
  test.setTimeout(90_000);
  const host = await signIn(page, devApi);
  await page.goto("/en-US/pvp/admin");
  await page.getByRole("textbox", { name: "Title" }).fill("E2E duel");
  await page.getByRole("textbox", { name: "Stake per side" }).fill("20");
  await expect(page.getByTestId("pvp-create-payout")).toHaveText("38.00 WH");
  await page.getByRole("button", { name: "Open the match" }).click();
  await expect(page.getByText('Match "E2E duel" is open.')).toBeVisible();
  const { list } = await devApi.call<{ list: { match_id: number; title: string }[] }>("pvp", "/pvp/match_list?scope=hosted", undefined, host);
  const matchId = list.find((match) => match.title === "E2E duel")?.match_id;
  expect(matchId).toBeDefined();

  const red = await playerPage(browser, devApi, "933200001", "100");
  await red.page.goto(`/en-US/pvp/detail?id=${matchId}`);
  await expect(red.page.getByTestId("pvp-balance")).toHaveText("100.00 WH");
  await red.page.getByRole("button", { name: "Join the Red side" }).click();
  await red.page.getByRole("dialog").getByRole("button", { name: "Stake 20.00 WH" }).click();
  await expect(red.page.getByText("Waiting for players")).toBeVisible();

  const blue = await playerPage(browser, devApi, "933200002", "100");
  await blue.page.goto("/en-US/pvp");
  await blue.page.getByRole("link", { name: /^E2E duel/ }).click();
  await expect(blue.page).toHaveURL(new RegExp(`/en-US/pvp/detail\\?id=${matchId}$`));
  await expect(blue.page.getByRole("button", { name: "Join the Red side" })).toHaveCount(0);
  await blue.page.getByRole("button", { name: "Join the Blue side" }).click();
  await blue.page.getByRole("dialog").getByRole("button", { name: "Stake 20.00 WH" }).click();
  await expect(blue.page.getByText("Waiting for the result")).toBeVisible();
  expect([await offchain(devApi, red.login, "WH"), await offchain(devApi, blue.login, "WH")]).toEqual([80, 80]);

  await page.reload();
  const row = page.getByTestId(`hosted-${matchId}`);
  await row.getByRole("button", { name: "Red side won" }).click();
  await expect(page.getByRole("dialog")).toContainText("The Red side (");
  await page.getByRole("dialog").getByRole("button", { name: "Settle" }).click();
  await expect(row.getByText("Settled")).toBeVisible();
  await expect(row.getByRole("button", { name: "Red side won" })).toHaveCount(0);

  // Both players' pages follow the match on their own.
  await expect(red.page.getByRole("status")).toContainText("You won the match");
  await expect(red.page.getByTestId("pvp-paid")).toHaveText("38.00 WH");
  await expect(blue.page.getByRole("status")).toContainText("You lost the match");
  expect([await offchain(devApi, red.login, "WH"), await offchain(devApi, blue.login, "WH")]).toEqual([118, 80]);
  await red.page.context().close();
  await blue.page.context().close();
  expect(consoleErrors.list).toEqual([]);
});

test("the host page comes rendered from the server; a match opened there is in the hosted list once the page renders again", async ({ page, devApi, baseURL, consoleErrors }) => {
  const host = await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/pvp\/(config|match_list)/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/pvp/admin")).text();
  expect(html).toContain("Your matches");
  await page.goto("/en-US/pvp/admin");
  await page.getByRole("textbox", { name: "Title" }).fill("Server duel");
  await page.getByRole("textbox", { name: "Stake per side" }).fill("20");
  await expect(page.getByTestId("pvp-create-payout")).toHaveText("38.00 WH");
  await page.getByRole("button", { name: "Open the match" }).click();
  await expect(page.getByText('Match "Server duel" is open.')).toBeVisible();
  await expect(page.getByRole("list", { name: "Your matches" })).toContainText("Server duel");
  const { list } = await devApi.call<{ list: { title: string }[] }>("pvp", "/pvp/match_list?scope=hosted", undefined, host);
  expect(list.filter((match) => match.title === "Server duel")).toHaveLength(1);
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("a player bets on a round of the tiger board, sees its result, and finds it in the history", async ({ page, devApi, consoleErrors }) => {
  await signIn(page, devApi);
  // A fresh round, so the bet never meets its last seconds.
  await control(devApi, "close-round", { board: "win" });
  await page.goto("/en-US/win");
  await expect(page.getByTestId("game-balance")).toHaveText("10.00 USDT");
  const panel = page.getByTestId("round-panel");
  const round = Number(/Round (\d+)/.exec((await panel.textContent()) ?? "")?.[1]);
  await expect(panel.getByRole("timer", { name: "Bets close in" })).toBeVisible();

  await page.getByText("Dragon ×1.95").click();
  await page.getByRole("textbox", { name: "Bet amount" }).fill("2");
  await expect(page.getByTestId("bet-win")).toHaveText("3.90 USDT");
  await page.getByRole("button", { name: "Place bet" }).click();
  await expect(page.getByRole("list", { name: "Your bets this round" })).toContainText("Dragon · 2.00 USDT");
  await expect(page.getByTestId("game-balance")).toHaveText("8.00 USDT");

  const closed = await control<{ round_id: number; outcome: string }>(devApi, "close-round", { board: "win" });
  expect(closed.round_id).toBe(round);
  const won = closed.outcome === "dragon";
  const winner = { dragon: "Dragon", tiger: "Tiger", tie: "Tie" }[closed.outcome] ?? closed.outcome;
  const result = page.getByRole("status");
  await expect(result).toContainText(`Round ${round}: ${winner} won`);
  await expect(result).toContainText(won ? "You won 3.90 USDT" : "No win this round");
  await expect(page.getByTestId("game-balance")).toHaveText(won ? "11.90 USDT" : "8.00 USDT");

  await page.getByRole("link", { name: "My bet history" }).click();
  await expect(page).toHaveURL(/\/en-US\/win\/history$/);
  const history = page.getByRole("list", { name: "My bets" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history).toContainText(`Round ${round} · ${winner} won`);
  await expect(history).toContainText(won ? "Won" : "Lost");
  if (won) await expect(history).toContainText("+3.90 USDT");
  expect(consoleErrors.list).toEqual([]);
});

test("the bet boards come rendered from the server (a guest's inbet too); a bet there is placed once and the page renders again with it, with no browser read of the board", async ({ page, devApi, baseURL, consoleErrors }) => {
  const guestHtml = await (await page.request.get("/en-US/inbet")).text();
  expect(guestHtml).toContain('data-testid="round-panel"');
  expect(guestHtml).toContain("Bet on the next round");
  await signInWithCookies(page, devApi, baseURL!);
  // A fresh round, so the bet never meets its last seconds.
  await control(devApi, "close-round", { board: "win" });
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/bit_game\/(board|bet_history)/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/win")).text();
  expect(html).toContain('data-testid="game-balance">10.00');
  // The inbet board lists the player's bets itself (none yet): from the server too.
  expect(await (await page.request.get("/en-US/inbet")).text()).toContain("No bets yet.");
  await page.goto("/en-US/win");
  await page.getByText("Dragon ×1.95").click();
  await page.getByRole("textbox", { name: "Bet amount" }).fill("2");
  await page.getByRole("button", { name: "Place bet" }).click();
  await expect(page.getByRole("list", { name: "Your bets this round" })).toContainText("Dragon · 2.00 USDT");
  await expect(page.getByTestId("game-balance")).toHaveText("8.00 USDT");
  await expect(page.getByRole("list", { name: "Your bets this round" }).getByRole("listitem")).toHaveCount(1);
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("money moves from the wallet into a game, and a move beyond the wallet opens the balance-lack dialog", async ({ page, devApi }) => {
  const login = await signIn(page, devApi);
  await page.goto("/en-US/inbet/money");
  await expect(page.getByTestId("money-game")).toHaveText("500.00 XB");
  await page.getByRole("textbox", { name: "Amount to move in" }).fill("250");
  await page.getByRole("button", { name: "Move in" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Move 250.00 XB" }).click();
  await expect(page.getByTestId("money-game")).toHaveText("750.00 XB");
  await expect(page.getByRole("list", { name: "Last transfers" })).toContainText("+250.00 XB");
  expect(await offchain(devApi, login, "XB")).toBe(11_750);

  await page.getByRole("textbox", { name: "Amount to move in" }).fill("50000");
  await page.getByRole("button", { name: "Move in" }).click();
  await expect(page.getByRole("dialog")).toContainText("Balance too low");
  expect(await offchain(devApi, login, "XB")).toBe(11_750);
});

test("a board's money page comes rendered from the server; a move there is made once and the page renders again with both balances, with no browser read of the money", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/bit_game\/money/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/inbet/money")).text();
  expect(html).toContain('data-testid="money-game"');
  expect(html).toContain("500.00 XB");
  await page.goto("/en-US/inbet/money");
  await page.getByRole("textbox", { name: "Amount to move in" }).fill("250");
  await page.getByRole("button", { name: "Move in" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Move 250.00 XB" }).click();
  await expect(page.getByTestId("money-game")).toHaveText("750.00 XB");
  await expect(page.getByRole("list", { name: "Last transfers" })).toContainText("+250.00 XB");
  expect(await offchain(devApi, login, "XB")).toBe(11_750);
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the daily battle takes an entry fee for a scored run, and the leaderboard pins the player's row", async ({ page, devApi }) => {
  const login = await signIn(page, devApi);
  await page.goto("/en-US/battle");
  await page.getByRole("button", { name: "Enter for 10.00 WH" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Pay 10.00 WH" }).click();
  await expect(page.getByRole("status")).toContainText("New best:");
  const rank = (await page.getByTestId("battle-rank").textContent()) ?? "";
  expect(Number(rank)).toBeGreaterThan(0);
  expect(await offchain(devApi, login, "WH")).toBe(2_990);
  await page.getByRole("link", { name: "Leaderboard" }).click();
  const own = page.getByTestId("ranked-list-own");
  await expect(own).toContainText("dev_player");
  await expect(own).toContainText(rank);
});

test("today's battle comes rendered from the server; an entry there is paid once and the page renders again with the player's standing", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/(battle\/current|user_asset)/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/battle")).text();
  expect(html).toContain('data-testid="battle-pool"');
  expect(html).toContain("Enter for 10.00 WH");
  await page.goto("/en-US/battle");
  await expect(page.getByTestId("battle-rank")).toHaveText("--");
  await page.getByRole("button", { name: "Enter for 10.00 WH" }).click();
  const pay = page.getByRole("dialog").getByRole("button", { name: "Pay 10.00 WH" });
  await pay.click();
  await expect(page.getByRole("status")).toContainText("New best:");
  await expect(page.getByTestId("battle-rank")).not.toHaveText("--");
  await expect(page.getByRole("status")).toContainText("New best:");
  expect(await offchain(devApi, login, "WH")).toBe(2_990);
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("honor counts what the player did: a reached achievement is claimed once and shows on the board", async ({ page, devApi }) => {
  await signIn(page, devApi);
  await page.goto("/en-US/honor");
  await expect(page.getByTestId("honor-rank")).toHaveText("Not ranked yet");
  await page.getByRole("button", { name: "Claim 30 honor" }).click();
  await expect(page.getByTestId("honor-points")).toHaveText("30");
  await expect(page.getByRole("list", { name: "My badges" })).toContainText("Recruiter");
  await page.getByRole("link", { name: "Honor board" }).click();
  // The points with "honor" on a line under them (RankedRow.unit).
  const own = page.getByTestId("ranked-list-own");
  await expect(own.getByText("30", { exact: true })).toBeVisible();
  await expect(own.getByText("honor", { exact: true })).toBeVisible();
});

test("honor comes rendered from the server for the player the login cookies name; a claim renders it again there", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/honor\/profile/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/honor")).text();
  expect(html).toContain('aria-label="Achievements"');
  expect(html).toContain("Not ranked yet");
  await page.goto("/en-US/honor");
  await page.getByRole("button", { name: "Claim 30 honor" }).click();
  await expect(page.getByTestId("honor-points")).toHaveText("30");
  await expect(page.getByRole("list", { name: "My badges" })).toContainText("Recruiter");
  await expect(page.getByRole("button", { name: "Claim 30 honor" })).toHaveCount(0);
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the PvP lobby's open matches come rendered from the server; the player's own load when their tab is chosen", async ({ page, devApi, baseURL, consoleErrors }) => {
  const host = await signInWithCookies(page, devApi, baseURL!);
  await devApi.call("pvp", "/pvp/create_match", { title: "Server duel", coin_name: "WH", stake: "20" }, host);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/match_list/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/pvp")).text();
  expect(html).toContain('aria-label="Open matches"');
  expect(html).toContain("Server duel");
  await page.goto("/en-US/pvp");
  await expect(page.getByRole("list", { name: "Open matches" }).getByRole("link", { name: /^Server duel/ })).toBeVisible();
  expect(reads).toEqual([]);
  await page.getByRole("tab", { name: "My matches" }).click();
  await expect(page.getByText("You have not joined a match yet.")).toBeVisible();
  expect(reads).toHaveLength(1);
  expect(reads[0]).toContain("mine");
  expect(consoleErrors.list).toEqual([]);
});

test("a PvP match comes rendered from the server; joining it renders the page again there, with no browser read of the match", async ({ page, devApi, baseURL, consoleErrors }) => {
  const player = await signInWithCookies(page, devApi, baseURL!);
  await control(devApi, "deposit", { user_id: player.user_id, coin_name: "WH", amount: "50" });
  const host = await devApi.loginByPhone({ countryCode: "+84", number: "933200003" });
  await devApi.call("pvp", "/pvp/create_match", { title: "Rendered duel", coin_name: "WH", stake: "20" }, host);
  const { list } = await devApi.call<{ list: { match_id: number; title: string }[] }>("pvp", "/pvp/match_list?scope=hosted", undefined, host);
  const matchId = list.find((match) => match.title === "Rendered duel")?.match_id;
  expect(matchId).toBeDefined();
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/match_detail/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get(`/en-US/pvp/detail?id=${matchId}`)).text();
  expect(html).toContain("Rendered duel");
  expect(html).toContain('aria-label="Sides"');

  await page.goto(`/en-US/pvp/detail?id=${matchId}`);
  const before = await offchain(devApi, player, "WH");
  await expect(page.getByTestId("pvp-balance")).toHaveText(/\d WH$/);
  await page.getByRole("button", { name: "Join the Red side" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Stake 20.00 WH" }).click();
  await expect(page.getByText("Waiting for players")).toBeVisible();
  await expect(page.getByRole("list", { name: "Sides" }).getByText("You")).toBeVisible();
  expect(await offchain(devApi, player, "WH")).toBe(before - 20);
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("outside the app a party game page says where the game is played", async ({ page, devApi }) => {
  await signIn(page, devApi);
  await page.goto("/en-US");
  await page.getByRole("navigation", { name: "Areas" }).getByRole("link", { name: "Party games" }).click();
  await page.getByRole("link", { name: /^Gomoku/ }).click();
  await expect(page.getByTestId("sud-play-in-app")).toContainText("This game is played in the XWorld app");
  await expect(page.getByRole("button", { name: "Play" })).toHaveCount(0);
  await page.getByRole("button", { name: "Get the app" }).click();
  await expect(page.getByRole("dialog")).toContainText("Get the app");
});

test("a player applies to the partner program and sees the application under review", async ({ page, devApi }) => {
  const login = await signIn(page, devApi);
  await page.goto("/en-US/me");
  await page.getByRole("link", { name: "Partner program" }).click();
  await expect(page).toHaveURL(/\/en-US\/partner$/);
  await page.getByText("YouTube", { exact: true }).click();
  await page.getByRole("textbox", { name: "Link to your channel" }).fill("https://youtube.com/@dev_player");
  await page.getByRole("textbox", { name: "Followers" }).fill("12500");
  await page.getByRole("textbox", { name: "How we reach you" }).fill("@dev_player");
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByText("Under review")).toBeVisible();
  const info = await devApi.call<{ application: { status: string; audience: number } }>("share", "/share/partner_info", undefined, login);
  expect(info.application).toMatchObject({ status: "pending", audience: 12500 });
});

test("the partner program comes rendered from the server; an application there is sent once and the page renders again under review", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/share\/partner_info/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/partner")).text();
  expect(html).toContain("Partner tiers");
  expect(html).toContain(">Bronze<");
  await page.goto("/en-US/partner");
  await page.getByText("YouTube", { exact: true }).click();
  await page.getByRole("textbox", { name: "Link to your channel" }).fill("https://youtube.com/@dev_player");
  await page.getByRole("textbox", { name: "Followers" }).fill("12500");
  await page.getByRole("textbox", { name: "How we reach you" }).fill("@dev_player");
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByText("Under review")).toBeVisible();
  await expect(page.getByRole("form", { name: "Partner application" })).toHaveCount(0);
  const info = await devApi.call<{ application: { status: string; audience: number } }>("share", "/share/partner_info", undefined, login);
  expect(info.application).toMatchObject({ status: "pending", audience: 12500 });
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the bet history and the battle record come rendered from the server, and the browser does not read them again", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  // A bet on a fresh round (so it never meets its last seconds) and an entry in today's battle.
  await control(devApi, "close-round", { board: "win" });
  const board = await devApi.call<{ round: { round_id: number } }>("bit-game", "/bit_game/board?board=win", undefined, login);
  await devApi.call("bit-game", "/bit_game/place_bet", { board: "win", round_id: board.round.round_id, option: "tiger", amount: "2" }, login);
  const battle = await devApi.call<{ battle_id: number }>("battle", "/battle/current", undefined, login);
  await devApi.call("battle", "/battle/enter", { battle_id: battle.battle_id }, login);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/(bit_game\/(board|bet_history)|battle\/record)/.test(request.url())) reads.push(request.url());
  });
  const html = async (path: string) => (await page.request.get(path)).text();
  const bets = await html("/en-US/win/history");
  expect(bets).toContain('aria-label="My bets"');
  expect(bets).toContain(`Round ${board.round.round_id} · `);
  expect(await html("/en-US/battle/record")).toContain('aria-label="My battle record"');
  await page.goto("/en-US/win/history");
  const history = page.getByRole("list", { name: "My bets" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history).toContainText("Tiger · 2.00 USDT");
  await page.goto("/en-US/battle/record");
  const record = page.getByRole("list", { name: "My battle record" });
  await expect(record.getByRole("listitem")).toHaveCount(1);
  await expect(record).toContainText("1 runs");
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the honor board, the battle leaderboard and the party games come rendered from the server, and the browser does not read them again", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/(honor\/board|battle\/rank|sud_game_list)/.test(request.url())) reads.push(request.url());
  });
  // With the login cookies the server reads as the player: the boards and the list are in the HTML.
  const html = async (path: string) => (await page.request.get(path)).text();
  expect(await html("/en-US/honor/board")).toContain('aria-label="Honor board"');
  expect(await html("/en-US/battle/rank")).toMatch(/aria-label="Battle leaderboard"|Nobody has entered today/);
  expect(await html("/en-US/sudgame")).toContain('href="/en-US/sudgame/');
  await page.goto("/en-US/honor/board");
  await expect(page.getByRole("list", { name: "Honor board" })).toBeVisible();
  await page.goto("/en-US/battle/rank");
  await expect(page.getByRole("heading", { name: "Battle leaderboard" })).toBeVisible();
  await page.goto("/en-US/sudgame");
  await expect(page.getByRole("link", { name: /^Gomoku/ })).toBeVisible();
  expect(reads).toEqual([]);
  // A game's page comes from the server's catalogue too, its way to play loaded after start.
  const gomoku = (await page.getByRole("link", { name: /^Gomoku/ }).getAttribute("href")) ?? "";
  expect(await html(gomoku)).toMatch(/<h1[^>]*>Gomoku<\/h1>/);
  await page.getByRole("link", { name: /^Gomoku/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gomoku" })).toBeVisible();
  await expect(page.getByTestId("sud-play-in-app")).toBeVisible();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});
