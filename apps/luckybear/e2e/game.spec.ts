// The game tab, rendered on the server: the first page of games in the HTML with no browser read of it,
// category tabs and the provider filter against game_list, search against game_search (each rendered
// again on the server), the list growing 20 at a time, a favourite that survives a reload (and a guest
// asked to sign in),
// and opening a game: its init config, the inbet start report, the game opened by the platform (a new
// tab on the web, the host's openChromeTab in the native app) at the dev API's stand-in game page, where
// a bet counts (no outside host is ever loaded).
import { type DevApi, expect, type Page, signIn, signInWithCookies, test } from "@repo/playwright-config/fixtures";

interface Game {
  game_id: number;
  name: string;
  provider: string;
  category: string;
}
interface GamePage {
  list: Game[];
  total: number;
}

const GAME_TAB = "/en-US/luckybear/game/gameTab";

async function gameList(devApi: DevApi, query: Record<string, string>): Promise<GamePage> {
  return devApi.call<GamePage>("lucky-bear", `/lucky_bear/game_list?${new URLSearchParams({ page: "1", page_size: "20", ...query }).toString()}`);
}

const playButtons = (page: Page, list: string) => page.getByRole("list", { name: list }).getByRole("button", { name: /^Play / });
const names = (games: Game[]) => games.map((game) => `Play ${game.name}`);
/** The names of the play buttons of a list, in order. */
const shownGames = (page: Page, list: string) => playButtons(page, list).evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")));

test("the first page of games comes rendered from the server, and the browser does not read the listing", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const all = await gameList(devApi, {});
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/lucky_bear\/(query|game_list|game_search)/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get(GAME_TAB)).text();
  expect(html).toContain(`aria-label="Play ${all.list[0]?.name}"`);
  expect(html).toContain(`20 of ${all.total} games`);
  expect(html).toContain("PG Soft");
  expect(html).toContain('role="tablist"');
  expect(html).toMatch(/fetchpriority="high"/i);

  await page.goto(GAME_TAB);
  await expect(playButtons(page, "All games")).toHaveCount(20);
  await page.getByRole("tab", { name: "Slots" }).click();
  const slots = await gameList(devApi, { category: "slots" });
  await expect.poll(() => shownGames(page, "Slots")).toEqual(names(slots.list));
  const [firstSlot] = slots.list;
  if (!firstSlot) throw new Error("no slots");
  await page.getByRole("searchbox", { name: "Search games" }).fill(firstSlot.name);
  await expect(page.getByRole("heading", { name: `Results for “${firstSlot.name}”` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("button", { name: `Play ${firstSlot.name}`, exact: true })).toBeVisible();
  // The player's favourites and free spins load after start.
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("button", { name: /favourites$/ }).first()).toBeVisible();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("category tabs and the provider filter show what game_list serves, and a reload keeps them", async ({ page, devApi, consoleErrors }) => {
  const all = await gameList(devApi, {});
  await page.goto(GAME_TAB);
  await expect(playButtons(page, "All games")).toHaveCount(20);
  await expect(page.getByText(`20 of ${all.total} games`)).toBeVisible();
  expect(await shownGames(page, "All games")).toEqual(names(all.list));

  await page.getByRole("tab", { name: "Slots" }).click();
  const slots = await gameList(devApi, { category: "slots" });
  await expect.poll(() => shownGames(page, "Slots")).toEqual(names(slots.list));

  await page.getByRole("group", { name: "Provider" }).getByRole("button", { name: "PG Soft" }).click();
  const pgSlots = await gameList(devApi, { category: "slots", provider: "pg" });
  expect(pgSlots.list.length).toBeGreaterThan(0);
  await expect.poll(() => shownGames(page, "Slots")).toEqual(names(pgSlots.list));
  await expect(page).toHaveURL(`${GAME_TAB}?tab=slots&provider=pg`);

  await page.reload();
  await expect(page.getByRole("tab", { name: "Slots" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "PG Soft" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => shownGames(page, "Slots")).toEqual(names(pgSlots.list));
  expect(consoleErrors.list).toEqual([]);
});

test("the list grows by 20 after the server's first page, then as the player scrolls to its end", async ({ page, devApi }) => {
  const { total } = await gameList(devApi, {});
  await page.goto(GAME_TAB);
  await expect(page.getByText(`20 of ${total} games`)).toBeVisible();
  // The first tap loads the pager; from then on the end of the list loads the next page as it scrolls into view.
  await page.getByRole("button", { name: "Load more games" }).click();
  await expect(page.getByText(`40 of ${total} games`)).toBeVisible();
  await expect(playButtons(page, "All games")).toHaveCount(40);
  if (total > 40) {
    await page.getByRole("button", { name: "Load more games" }).scrollIntoViewIfNeeded();
    await expect(page.getByText(`${Math.min(60, total)} of ${total} games`)).toBeVisible();
  }
});

test("search finds games by name through game_search", async ({ page, devApi }) => {
  const [first] = (await gameList(devApi, {})).list;
  const keyword = first?.name.split(" ")[0] ?? "";
  const found = await devApi.call<{ list: Game[] }>("lucky-bear", `/lucky_bear/game_search?keyword=${encodeURIComponent(keyword)}`);
  await page.goto(GAME_TAB);
  await page.getByRole("searchbox", { name: "Search games" }).fill(keyword);
  await expect(page.getByRole("heading", { name: `Results for “${keyword}”` })).toBeVisible();
  expect(found.list.length).toBeGreaterThan(0);
  await expect.poll(() => shownGames(page, "Search results")).toEqual(names(found.list));
  await expect(page).toHaveURL(`${GAME_TAB}?q=${keyword}`);

  await page.getByRole("searchbox", { name: "Search games" }).fill("no such game at all");
  await expect(page.getByText("No games found for “no such game at all”")).toBeVisible();
});

test("a favourite is kept after a reload and listed in the favourites tab; a guest is asked to sign in", async ({ page, devApi }) => {
  await page.goto(GAME_TAB);
  const [first, second] = (await gameList(devApi, {})).list;
  if (!first || !second) throw new Error("the dev API serves no games");
  await page.getByRole("button", { name: `Add ${second.name} to favourites`, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sign in to save favourites" })).toBeVisible();
  await page.getByRole("tab", { name: "Favourites" }).click();
  await expect(page.getByText("Sign in to save favourites").first()).toBeVisible();

  const login = await signIn(page, devApi);
  await page.goto(GAME_TAB);
  const heart = page.getByRole("list", { name: "All games" }).getByRole("button", { name: `Add ${second.name} to favourites`, exact: true });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  const saved = page.getByRole("list", { name: "All games" }).getByRole("button", { name: `Remove ${second.name} from favourites`, exact: true });
  await expect(saved).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("tab", { name: "Favourites" }).click();
  await expect.poll(() => shownGames(page, "Favourite games")).toEqual([`Play ${second.name}`]);

  const favourites = await fetch(`${devApi.origin}/svc/lucky-bear/lucky_bear/fav_games/list`, {
    headers: { "User-Id": String(login.user_id), "User-Secret-Key": login.user_secret_key },
  }).then((response) => response.json() as Promise<{ data: { list: Game[] } }>);
  expect(favourites.data.list.map((game) => game.game_id)).toEqual([second.game_id]);
});

test("opening an inbet game on the web fetches its init config, reports the start, then opens the game, where a bet counts", async ({ page, context, devApi }) => {
  // A new player: the start report completes their "first game" newbie task, which shows it arrived.
  const login = await signIn(page, devApi, { countryCode: "+84", number: "933000222" });
  const firstGameDone = async () => {
    const response = await fetch(`${devApi.origin}/svc/lucky-bear/lucky_bear/newbie_task_status`, {
      headers: { "User-Id": String(login.user_id), "User-Secret-Key": login.user_secret_key },
    });
    const body = (await response.json()) as { data: { tasks: { id: string; done: boolean }[] } };
    return body.data.tasks.find((task) => task.id === "first_game")?.done;
  };
  const totalBet = async () => {
    const response = await fetch(`${devApi.origin}/svc/lucky-bear/lucky_bear/vip_profile`, {
      headers: { "User-Id": String(login.user_id), "User-Secret-Key": login.user_secret_key },
    });
    return Number(((await response.json()) as { data: { total_bet: string } }).data.total_bet);
  };
  expect(await firstGameDone()).toBe(false);
  const [inbet] = (await gameList(devApi, { provider: "inbet" })).list;
  if (!inbet) throw new Error("no inbet game");
  await page.goto(GAME_TAB);

  const initConfig = page.waitForResponse((response) => response.url().includes(`/lucky_bear/inbet/init_config?game_id=${inbet.game_id}`) && response.request().method() === "GET");
  const report = page.waitForResponse((response) => response.url().endsWith("/lucky_bear/inbet/report_game_start") && response.request().method() === "POST");
  const opened = context.waitForEvent("page");
  await page.getByRole("list", { name: "All games" }).getByRole("button", { name: `Play ${inbet.name}`, exact: true }).click();
  const config = (await (await initConfig).json()) as { code: number; data: { launch_url: string } };
  expect(((await (await report).json()) as { code: number }).code).toBe(0);
  expect(await firstGameDone()).toBe(true);

  // In dev the launch address is the dev API's stand-in for the provider's game, on loopback.
  expect(new URL(config.data.launch_url).origin).toBe(devApi.origin);
  const game = await opened;
  await expect(game).toHaveURL(config.data.launch_url);
  await expect(game.getByRole("heading", { level: 1, name: inbet.name })).toBeVisible();
  const before = await totalBet();
  // A new player holds the 1 LB-USDT sign-up bonus: a 5 stake is refused and nothing moves.
  await game.getByLabel("Stake").selectOption("5");
  await game.getByRole("button", { name: "Bet" }).click();
  await expect(game.getByRole("alert")).toHaveText("Not enough LB-USDT for this stake");
  expect(await totalBet()).toBe(before);
  await game.getByLabel("Stake").selectOption("1");
  await game.getByRole("button", { name: "Bet" }).click();
  await expect(game.getByRole("status")).toContainText("You bet 1.00 LB-USDT");
  expect(await totalBet()).toBe(before + 1);
  await expect(page).toHaveURL(GAME_TAB);
});

test("a guest who opens a game from the lobby signs in first and comes back", async ({ page }) => {
  await page.goto("/en-US/luckybear");
  await page.getByRole("link", { name: "All games" }).click();
  await expect(page).toHaveURL(GAME_TAB);
  await page.getByRole("list", { name: "All games" }).getByRole("button", { name: /^Play / }).first().click();
  await expect(page).toHaveURL(`/en-US/user/login?backUrl=${encodeURIComponent(GAME_TAB)}`);
});

test("inside the native app a game opens through the host, and the start is reported", async ({ page, devApi }) => {
  const host = await devApi.loginByPhone();
  const [inbet] = (await gameList(devApi, { provider: "inbet" })).list;
  if (!inbet) throw new Error("no inbet game");
  const query = new URLSearchParams({ bridgeSim: "1", bridgeSimUser: String(host.user_id), bridgeSimKey: host.user_secret_key });
  await page.goto(`/en-US/luckybear?${query.toString()}`);
  // The signed-in player's welcome popup comes first.
  const popup = page.getByRole("dialog", { name: "Welcome to Lucky Bear" });
  await expect(popup).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popup).toHaveCount(0);

  const report = page.waitForResponse((response) => response.url().endsWith("/lucky_bear/inbet/report_game_start") && response.request().method() === "POST");
  await page.getByRole("region", { name: "Games" }).getByRole("button", { name: `Play ${inbet.name}`, exact: true }).click();
  expect(((await (await report).json()) as { code: number }).code).toBe(0);

  const opened = () =>
    page.evaluate(() => (window as unknown as { __xworldBridgeSimulator: { opened: { method: string; url: string }[] } }).__xworldBridgeSimulator.opened);
  await expect.poll(opened).toEqual([{ method: "openChromeTab", url: expect.stringMatching(new RegExp(`^${devApi.origin}/__dev/play/casino/inbet/${inbet.game_id}\\?token=`)) }]);
});
