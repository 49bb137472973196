// Collectibles on the plain web against the dev API: a pet drawn (odds shown first, the wheel landing on
// the server's rarity) shows in the library; an item listed by one player and bought by another moves
// both balances and both trade histories (the seller's rendered on the server); a draw without the coins opens the balance-lack dialog; a
// listing sold meanwhile is refused with a clear message; a market item opens from a direct link; and
// the areas are reached by taps from the home and the me page.
import type { Browser } from "@playwright/test";
import { type DevApi, type DevLogin, expect as baseExpect, signIn, signInWithCookies, test } from "@repo/playwright-config/fixtures";

// Several pages and two players per test, on a machine shared with other builds: room beyond the default 30 s.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const TRADER = { countryCode: "+84", number: "987654321" };

interface Item {
  item_id: number;
  name: string;
  kind: string;
}
interface Listing {
  listing_id: number;
  item: Item;
  seller: { username: string };
  price: string;
  status: string;
}
interface Page_<T> {
  list: T[];
  total: number;
}

const usdt = async (devApi: DevApi, login: DevLogin) =>
  Number((await devApi.call<{ list: { coin_name: string; offchain: string }[] }>("wallet", "/wallet/user_asset", {}, login)).list.find((row) => row.coin_name === "USDT")?.offchain);
const myItems = (devApi: DevApi, login: DevLogin) => devApi.call<Page_<Item>>("nft", "/nft/my_items?page=1&page_size=50", undefined, login);

/** A second browser context with another player signed in (the fixture watches its console too). */
async function secondPlayer(browser: Browser, devApi: DevApi, phone: { countryCode: string; number: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await signIn(page, devApi, phone);
  return { page, login, close: () => context.close() };
}

test("a player draws a pet, the wheel lands on its rarity, and the pet is in the library", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  const before = (await myItems(devApi, login)).total;
  await page.goto("/en-US/petV2/draw");
  // The odds come before any payment, adding up to 100 %.
  const odds = page.getByTestId("draw-odds");
  await expect(odds.getByRole("row")).toHaveCount(5);
  await expect(odds).toContainText("60.00 %");
  await expect(odds).toContainText("2.00 %");
  await expect(page.getByTestId("draw-price")).toHaveText("100.00 WH");
  await expect(page.getByTestId("draw-free")).toHaveText("1");

  const answer = page.waitForResponse((response) => response.url().includes("/pet/draw") && response.request().method() === "POST");
  await page.getByRole("button", { name: "Draw for free" }).click();
  const drawn = ((await (await answer).json()) as { data: { item: Item & { rarity: string } } }).data.item;
  const rarityIndex = ["common", "rare", "epic", "legendary"].indexOf(drawn.rarity) + 1;
  await expect(page.getByTestId("prize-wheel-disc")).toHaveAttribute("data-landed-id", String(rarityIndex));
  await expect(page.getByRole("heading", { name: `You got ${drawn.name}` })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("draw-free")).toHaveText("0");
  expect((await myItems(devApi, login)).total).toBe(before + 1);

  await page.getByRole("link", { name: "Go to my collection" }).click();
  await expect(page).toHaveURL(/\/en-US\/library\?tab=pet$/);
  const card = page.getByRole("list", { name: "My pets" }).getByTestId(`item-${drawn.item_id}`);
  await expect(card).toContainText(drawn.name);
  await expect(card).toContainText("Level 1");
  expect(consoleErrors.list).toEqual([]);
});

test("the pet draw comes rendered from the server; a draw there turns the wheel and the page renders again with the chance spent", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const before = (await myItems(devApi, login)).total;
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/(pet\/draw_conf|user_asset)/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/petV2/draw")).text();
  expect(html).toContain('aria-label="Rarity wheel"');
  expect(html).toContain('data-testid="draw-odds"');
  expect(html).toContain("Draw for free");
  await page.goto("/en-US/petV2/draw");
  await expect(page.getByTestId("draw-free")).toHaveText("1");
  const answer = page.waitForResponse((response) => response.url().includes("/pet/draw") && response.request().method() === "POST");
  await page.getByRole("button", { name: "Draw for free" }).click();
  const drawn = ((await (await answer).json()) as { data: { item: Item } }).data.item;
  await expect(page.getByRole("heading", { name: `You got ${drawn.name}` })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("draw-free")).toHaveText("0");
  await expect(page.getByRole("button", { name: "Draw for free" })).toHaveCount(0);
  expect((await myItems(devApi, login)).total).toBe(before + 1);
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("a draw without enough coins opens the balance-lack dialog and draws nothing", async ({ page, devApi }) => {
  const newcomer = await signIn(page, devApi, { countryCode: "+84", number: "933000444" });
  await page.goto("/en-US/rollnft");
  await expect(page.getByTestId("draw-balance")).toHaveText("0.00 XB");
  await page.getByRole("button", { name: "Draw for 500.00 XB" }).click();
  const lack = page.getByRole("dialog", { name: "Balance too low" });
  await expect(lack).toContainText("Not enough XB");
  await lack.getByRole("button", { name: "Top up" }).click();
  await expect(page).toHaveURL("/en-US/activity/recharge");
  expect((await myItems(devApi, newcomer)).total).toBe(0);
});

test("one player lists an item, another buys it: both balances and both trade histories change", async ({ page, devApi, browser, baseURL, consoleErrors }) => {
  // The seller's login cookies let the server render their trade history.
  const seller = await signInWithCookies(page, devApi, baseURL!);
  const buyer = await secondPlayer(browser, devApi, TRADER);
  const before = { seller: await usdt(devApi, seller), buyer: await usdt(devApi, buyer.login) };

  // The seller puts NFT 3 on sale from its page, seeing the fee the buyer will pay.
  await page.goto("/en-US/library/item?id=3");
  await expect(page.getByTestId("item-owner")).toHaveText("dev_player");
  await page.getByRole("button", { name: "Sell" }).click();
  const sheet = page.getByRole("dialog", { name: /^Sell Founders Seal #3/ });
  await sheet.getByLabel("Price").fill("20");
  await expect(sheet.getByTestId("sell-fee")).toHaveText("0.50 USDT");
  await expect(sheet.getByTestId("sell-buyer-total")).toHaveText("20.50 USDT");
  await expect(sheet.getByTestId("sell-receive")).toHaveText("20.00 USDT");
  await sheet.getByRole("button", { name: "Put on sale" }).click();
  await expect(page.getByRole("heading", { name: "Founders Seal #3 is on sale" })).toBeVisible();
  await page.getByRole("link", { name: "See the listing", exact: true }).click();
  await expect(page).toHaveURL(/\/en-US\/market\/detail\?id=\d+$/);
  const listingUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  // Their own listing: no buying it, a way to cancel it.
  await expect(page.getByText("This is your listing: you cannot buy it.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Buy/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel the listing" })).toBeVisible();

  // The other player finds it on the market and buys it.
  await buyer.page.goto("/en-US/market?q=founders");
  await buyer.page.getByRole("list", { name: "NFTs for sale" }).getByRole("link", { name: /Founders Seal #3/ }).click();
  await expect(buyer.page).toHaveURL(new RegExp(`${listingUrl.replace(/[?]/g, "\\?")}$`));
  await expect(buyer.page.getByTestId("listing-total")).toHaveText("20.50 USDT");
  await buyer.page.getByRole("button", { name: "Buy for 20.50 USDT" }).click();
  const confirm = buyer.page.getByRole("dialog", { name: "Confirm the purchase" });
  await expect(confirm).toContainText("You pay 20.50 USDT for Founders Seal #3: the price of 20.00 USDT plus the market fee of 0.50 USDT.");
  await confirm.getByRole("button", { name: "Buy", exact: true }).click();
  await expect(buyer.page.getByRole("heading", { name: "You bought Founders Seal #3" })).toBeVisible();
  await expect(buyer.page.getByTestId("bought-paid")).toHaveText("20.50 USDT");

  // Both balances moved: the buyer paid price + fee, the seller got the price.
  expect(await usdt(devApi, buyer.login)).toBeCloseTo(before.buyer - 20.5, 6);
  expect(await usdt(devApi, seller)).toBeCloseTo(before.seller + 20, 6);
  expect((await myItems(devApi, buyer.login)).list.map((item) => item.item_id)).toContain(3);

  // Both histories show the trade.
  await buyer.page.getByRole("link", { name: "My trades" }).click();
  await expect(buyer.page.getByRole("list", { name: "Trades" }).getByRole("listitem").first()).toContainText("Founders Seal #3");
  await expect(buyer.page.getByRole("list", { name: "Trades" }).getByRole("listitem").first()).toContainText("Bought from dev_player");
  await expect(buyer.page.getByRole("list", { name: "Trades" }).getByRole("listitem").first()).toContainText("-20.50 USDT");
  // The seller's history comes rendered from the server, a side chosen too, and the browser does not read it.
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/nft\/market\/history/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/market/history")).text();
  expect(html).toContain('aria-label="Trades"');
  expect(html).toContain("Sold to dev_trader · ");
  await page.goto("/en-US/market/history");
  const sold = page.getByRole("list", { name: "Trades" }).getByRole("listitem").first();
  await expect(sold).toContainText("Sold to dev_trader");
  await expect(sold).toContainText("+20.00 USDT");
  await page.getByRole("tab", { name: "Bought" }).click();
  await expect(page).toHaveURL(/\/en-US\/market\/history\?side=bought$/);
  await expect(page.getByRole("tab", { name: "Bought" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(/^Sold to dev_trader/)).toHaveCount(0);
  await page.getByRole("tab", { name: "Sold" }).click();
  await expect(page).toHaveURL(/\/en-US\/market\/history\?side=sold$/);
  await expect(page.getByRole("list", { name: "Trades" }).getByRole("listitem").first()).toContainText("Sold to dev_trader");
  expect(reads).toEqual([]);
  // And the seller's listing page now says who bought it.
  await page.goto(listingUrl);
  await expect(page.getByRole("status").filter({ hasText: "Sold to dev_trader" })).toBeVisible();

  await buyer.close();
  expect(consoleErrors.list).toEqual([]);
});

test("a listing bought by someone else meanwhile is refused with a clear message", async ({ page, devApi }) => {
  await signIn(page, devApi);
  const listings = await devApi.call<Page_<Listing>>("search", "/search/market_items?page=1&page_size=20&sort=price_asc");
  const cheapest = listings.list.find((listing) => listing.seller.username !== "dev_trader");
  if (!cheapest) throw new Error("the seeded market is empty");
  await page.goto(`/en-US/market/detail?id=${cheapest.listing_id}`);
  await expect(page.getByRole("button", { name: /^Buy for/ })).toBeVisible();

  // Another player buys it first, straight against the API.
  const other = await devApi.loginByPhone(TRADER);
  await devApi.call("nft", "/nft/market/buy", { listing_id: cheapest.listing_id }, other);

  await page.getByRole("button", { name: /^Buy for/ }).click();
  await page.getByRole("dialog", { name: "Confirm the purchase" }).getByRole("button", { name: "Buy", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "bought" })).toHaveText("Someone else bought this item first.");
  await expect(page.getByRole("status").filter({ hasText: "Sold to dev_trader" })).toBeVisible();
});

test("the market's listings come rendered from the server; a search, a rarity and a tab render it again there, with no browser read", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const listings = await devApi.call<Page_<Listing>>("search", "/search/market_items?page=1&page_size=20&kind=nft");
  const first = listings.list[0];
  if (!first) throw new Error("the seeded market is empty");
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/search\/market_items/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/market")).text();
  expect(html).toContain('aria-label="NFTs for sale"');
  expect(html).toContain(`/en-US/market/detail?id=${first.listing_id}`);

  await page.goto("/en-US/market");
  const forSale = page.getByRole("list", { name: "NFTs for sale" });
  await expect(forSale.getByRole("listitem")).toHaveCount(listings.list.length);
  // A word of the first listing's name finds it.
  const word = (first.item.name.split(" ")[0] ?? "").toLowerCase();
  await page.getByRole("searchbox", { name: "Search the market" }).fill(word);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`/en-US/market\\?q=${word}$`));
  await expect(forSale.getByRole("link", { name: new RegExp(first.item.name) })).toBeVisible();
  await page.getByRole("group", { name: "Rarity" }).getByText("Legendary", { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en-US/market\\?q=${word}&rarity=legendary$`));
  await page.getByRole("tab", { name: "My listings" }).click();
  await expect(page).toHaveURL(new RegExp(`/en-US/market\\?tab=mine&q=${word}&rarity=legendary$`));
  await expect(page.getByText("To sell an item, open it in your collection and tap Sell.")).toBeVisible();
  await page.getByRole("tab", { name: "NFTs" }).click();
  await expect(page.getByRole("searchbox", { name: "Search the market" })).toHaveValue(word);
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("a market item opens from a direct link; a guest is sent to sign in and back", async ({ page, devApi }) => {
  const listings = await devApi.call<Page_<Listing>>("search", "/search/market_items?page=1&page_size=1");
  const listing = listings.list[0];
  if (!listing) throw new Error("the seeded market is empty");
  const path = `/en-US/market/detail?id=${listing.listing_id}`;

  await page.goto(path);
  await expect(page).toHaveURL(/\/en-US\/user\/login\?/);
  expect(new URL(page.url()).searchParams.get("backUrl")).toBe(path);

  await signIn(page, devApi);
  await page.goto(path);
  await expect(page.getByRole("heading", { name: listing.item.name })).toBeVisible();
  await expect(page.getByTestId("listing-seller")).not.toBeEmpty();
});

test("the collection, pets and market are reached by taps from the home and the me page", async ({ page, devApi }) => {
  await signIn(page, devApi);
  await page.goto("/en-US");
  await page.getByRole("navigation", { name: "Areas" }).getByRole("link", { name: "NFTs and pets" }).click();
  await expect(page).toHaveURL(/\/en-US\/library$/);
  await expect(page.getByRole("list", { name: "My NFTs" }).getByRole("listitem")).toHaveCount(3);
  await page.getByRole("tab", { name: "Pets" }).click();
  await expect(page).toHaveURL(/\/en-US\/library\?tab=pet$/);
  await expect(page.getByRole("list", { name: "My pets" }).getByRole("listitem")).toHaveCount(2);

  await page.goto("/en-US/me");
  await page.getByRole("list", { name: "My areas" }).getByRole("link", { name: "My pets" }).click();
  await expect(page).toHaveURL(/\/en-US\/petV2$/);
  await expect(page.getByRole("list", { name: "My pets" }).getByRole("listitem")).toHaveCount(2);
  await page.goto("/en-US/me");
  await page.getByRole("list", { name: "My areas" }).getByRole("link", { name: "Market" }).click();
  await expect(page).toHaveURL(/\/en-US\/market\?backShow=1$/);
  await expect(page.getByRole("list", { name: "NFTs for sale" }).getByRole("listitem").first()).toBeVisible();
});

test("a pet is fed, then hunts in the pet game, and the find reaches the wallet", async ({ page, devApi }) => {
  const login = await signIn(page, devApi);
  const happy = async () =>
    Number((await devApi.call<{ list: { coin_name: string; offchain: string }[] }>("wallet", "/wallet/user_asset", {}, login)).list.find((row) => row.coin_name === "HAPPY")?.offchain);
  await page.goto("/en-US/petV2");
  const fox = page.getByTestId("pet-4");
  await expect(fox).toContainText("Energy80/100");
  await fox.getByRole("button", { name: "Feed for 20.00 WH" }).click();
  await expect(fox).toContainText("Energy100/100");
  await expect(fox.getByRole("button", { name: "Full" })).toBeDisabled();

  await fox.getByRole("link", { name: "Play" }).click();
  await expect(page).toHaveURL(/\/en-US\/petGame\?petId=4$/);
  await expect(page.getByTestId("hunts-left")).toContainText("Hunts left: 4");
  const before = await happy();
  await page.getByRole("button", { name: "Dig at spot 2" }).click();
  await expect(page.getByTestId("hunt-found")).toBeVisible();
  await expect(page.getByTestId("hunts-left")).toContainText("Hunts left: 3");
  const spot = await page.getByTestId("spot-2").getAttribute("aria-label");
  const found = Number(/held ([\d.]+) HAPPY/.exec(spot ?? "")?.[1]);
  expect(await happy()).toBeCloseTo(before + found, 6);
});

test("the pet game comes rendered from the server; a hunt there pays once and the page renders again with the energy spent", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/(nft\/item_detail|pet\/config|pet\/my_pets)/.test(request.url())) reads.push(request.url());
  });
  const html = async (path: string) => (await page.request.get(path)).text();
  expect(await html("/en-US/petGame?petId=4")).toContain('data-testid="spot-3"');
  expect(await html("/en-US/petGame")).toContain("/en-US/petGame?petId=4");
  await page.goto("/en-US/petGame");
  await page.getByRole("list", { name: "My pets" }).locator('a[href="/en-US/petGame?petId=4"]').click();
  await expect(page).toHaveURL(/\/en-US\/petGame\?petId=4$/);
  await expect(page.getByTestId("hunts-left")).toContainText("Hunts left: 3");
  await page.getByRole("button", { name: "Dig at spot 1" }).click();
  await expect(page.getByTestId("hunt-found")).toBeVisible();
  await expect(page.getByTestId("hunts-left")).toContainText("Hunts left: 2");
  await page.getByRole("button", { name: "Hunt again" }).click();
  await expect(page.getByTestId("hunts-left")).toContainText("Hunts left: 2");
  await expect(page.getByRole("button", { name: "Dig at spot 1" })).toBeEnabled();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the showcase comes rendered from the server, kind by kind, and the browser does not read it again", async ({ page, consoleErrors }) => {
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/nft\/showcase/.test(request.url())) reads.push(request.url());
  });
  const html = async (path: string) => (await page.request.get(path)).text();
  const everyone = await html("/en-US/space");
  expect(everyone).toContain("The rarest NFTs and pets of every player.");
  expect(everyone).toContain('data-testid="item-');
  expect(await html("/en-US/space?uid=10001")).toContain('data-testid="showcase-address">0x');
  expect(await html("/en-US/space?uid=999999999")).toContain("This player was not found.");

  await page.goto("/en-US/space?uid=10001");
  await expect(page.getByRole("heading", { level: 1, name: "dev_player's showcase" })).toBeVisible();
  await expect(page.getByTestId("showcase-address")).toContainText("0x");
  // The address's copy button, loaded after start, is ready.
  await expect(page.getByRole("button", { name: "Copy the address" })).not.toHaveAttribute("aria-busy", "true");
  await page.goto("/en-US/space");
  await page.getByRole("tab", { name: "Pets" }).click();
  await expect(page).toHaveURL("/en-US/space?kind=pet");
  await expect(page.getByRole("tab", { name: "Pets" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("list", { name: "Showcase" }).getByRole("listitem").first()).toBeVisible();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the collection comes rendered from the server for the signed-in player, tab by tab, and the browser does not read it again", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const { list: nfts } = await devApi.call<Page_<Item>>("nft", "/nft/my_items?page=1&page_size=20&kind=nft", undefined, login);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/nft\/my_items/.test(request.url())) reads.push(request.url());
  });
  const html = async (path: string) => (await page.request.get(path)).text();
  const mine = await html("/en-US/library");
  expect(mine).toContain(`/en-US/space?uid=${login.user_id}`);
  for (const item of nfts) expect(mine).toContain(`data-testid="item-${item.item_id}"`);
  expect(await html("/en-US/library?tab=pet")).toMatch(/aria-label="My pets"|No pets yet/);

  await page.goto("/en-US/library");
  await expect(page.getByRole("heading", { level: 1, name: "My collection" })).toBeVisible();
  await page.getByRole("tab", { name: "Pets" }).click();
  await expect(page).toHaveURL("/en-US/library?tab=pet");
  await expect(page.getByRole("tab", { name: "Pets" })).toHaveAttribute("aria-selected", "true");
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("an item's page comes rendered from the server; the owner's actions load after start, and the browser does not read the item", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const item = (await myItems(devApi, login)).list[0]!;
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/nft\/item_detail/.test(request.url())) reads.push(request.url());
  });
  const html = async (path: string) => (await page.request.get(path)).text();
  const itemPage = await html(`/en-US/library/item?id=${item.item_id}`);
  expect(itemPage).toContain(`alt="${item.name}"`);
  expect(itemPage).toContain('data-testid="item-owner"');
  expect(await html("/en-US/library/item?id=999999999")).toContain("This item does not exist.");

  await page.goto(`/en-US/library/item?id=${item.item_id}`);
  await expect(page.getByRole("heading", { level: 1, name: item.name })).toBeVisible();
  await expect(page.getByTestId("item-owner")).toHaveText(login.username);
  await expect(page.getByRole("button", { name: "Sell" }).or(page.getByRole("link", { name: "On sale: see the listing" }))).toBeVisible();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the pets come rendered from the server; a meal renders the page again there, and the browser does not read the pets", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/(pet\/my_pets|pet\/config|wallet\/user_asset)/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/petV2")).text();
  expect(html).toContain('data-testid="pet-4"');
  expect(html).toContain('data-testid="pet-coin-balance"');

  await page.goto("/en-US/petV2");
  const fox = page.getByTestId("pet-4");
  await expect(fox).toContainText("Energy80/100");
  // The care, loaded after start, feeds once; the page renders again on the server with the pet fed.
  await fox.getByRole("button", { name: "Feed for 20.00 WH" }).click();
  await expect(fox).toContainText("Energy100/100");
  await expect(fox.getByRole("button", { name: "Full" })).toBeDisabled();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});
