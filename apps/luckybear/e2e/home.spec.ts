import { messages as casinoEnglish } from "@repo/i18n/catalogs/luckybear/locales/en-US/messages";
import { messages as kitEnglish } from "@repo/i18n/catalogs/ui/locales/en-US/messages";
import { expect, test } from "@repo/playwright-config/fixtures";
import { msUntilTextShows, SERVER_API_DEADLINE_MS } from "@repo/playwright-config/shared-features";

interface GamePage {
  list: { name: string }[];
}
interface LuckyBearHome {
  online_players: number;
}

test("the bare locale goes to the casino home", async ({ page }) => {
  await page.goto("/en-US");
  await expect(page).toHaveURL(/\/en-US\/luckybear$/);
  await expect(page.locator("html")).toHaveAttribute("data-brand", "luckybear");
});

test("the page preloads the casino's catalog file: the kit's and the casino's messages, not xworld's", async ({ page }) => {
  const html = await (await page.request.get("/en-US/luckybear")).text();
  const url = /<link rel="preload" href="(\/api\/catalog\/en-US\?v=[0-9a-f]{12})" as="fetch" crossorigin=""\/>/.exec(html)?.[1];
  expect(url, "the HTML preloads the catalog file").toBeTruthy();
  const messages = (await (await page.request.get(url!)).json()) as Record<string, unknown>;
  expect(Object.keys(messages).sort()).toEqual([...new Set([...Object.keys(kitEnglish), ...Object.keys(casinoEnglish)])].sort());
});

test("the casino home shows the games and players the dev API serves, without console errors", async ({ page, devApi, consoleErrors }) => {
  const games = await devApi.call<GamePage>("lucky-bear", "/lucky_bear/game_list?page=1&page_size=20");
  const home = await devApi.call<LuckyBearHome>("lucky-bear", "/lucky_bear/query");
  expect(games.list.length).toBeGreaterThan(0);

  await page.goto("/en-US/luckybear");
  await expect(page.getByRole("heading", { name: "Jackpot" })).toBeVisible();
  await expect(page.getByText(`${home.online_players.toLocaleString("en-US")} players online`)).toBeVisible();
  const lobby = page.getByRole("region", { name: "Games" });
  await expect(lobby.getByRole("listitem")).toHaveCount(games.list.length);
  await expect(lobby.getByText(games.list[0]!.name, { exact: true })).toBeVisible();

  expect(consoleErrors.list).toEqual([]);
});

test("the root font size is 120 design px on a desktop screen, in a centred 3.75rem column", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en-US/luckybear");
  const fontSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(fontSize).toBe("120px");
  const box = await page.locator("main").boundingBox();
  expect(box?.width).toBe(450);
  expect(box?.x).toBe((1280 - 450) / 2);
});

test("the lobby says so and offers a retry when the API fails", async ({ page, devApi }) => {
  await devApi.failNext({ path: "/lucky_bear/game_list", code: 5001, msg: "maintenance", times: 1 });
  await page.goto("/en-US/luckybear");
  await expect(page.getByRole("alert").filter({ hasText: "The lobby could not load." })).toBeVisible();
  await page.getByRole("link", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: "Jackpot" })).toBeVisible();
});

for (const hostile of ["slow_body", "huge_body"] as const) {
  test(`a backend answering with ${hostile} leaves the lobby its "could not load" state in bounded time`, async ({ page, devApi }) => {
    await devApi.failNext({ hostile, times: 50, delayMs: 30_000 });
    // "commit", not "load": the browser's own calls to the stalled API may hold the load event.
    await page.goto("/en-US/luckybear", { waitUntil: "commit" });
    // Page texts and lobby data side by side under one server deadline: the state shows about a second after it.
    const shownAfter = await msUntilTextShows(page, "The lobby could not load.");
    expect(shownAfter).toBeLessThan(SERVER_API_DEADLINE_MS + 1_500);
    await expect(page.getByRole("link", { name: "Retry" })).toBeVisible();
  });
}
