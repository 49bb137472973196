// The casino's service from the me tab against the dev API, as the seeded player: a gift code pays once
// (a second redemption is refused), a due locked bonus unlocks once (the other is not due yet), and the
// newbie card shows for a new player only.
// Each journey is marked slow (three times the default timeout): it signs in, moves between several
// pages and waits for the dev API, on a machine shared with other builds; its waits allow 30 s.
import { expect as baseExpect, type Page, signIn, signInWithCookies, test } from "@repo/playwright-config/fixtures";
import { lbBalance } from "./journeys";

const expect = baseExpect.configure({ timeout: 30_000 });

interface Locks {
  list: { lock_id: number; amount: string; unlockable: boolean }[];
}

const tabBar = (page: Page) => page.getByRole("navigation", { name: "Main sections" });

test("a gift code is redeemed once from the me tab; the second time says it was redeemed", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  const login = await signIn(page, devApi);
  await page.goto("/en-US/luckybear/game/gameTab");
  await tabBar(page).getByRole("link", { name: "Me", exact: true }).click();
  await page.getByRole("link", { name: "Gift code" }).click();
  await expect(page).toHaveURL("/en-US/luckybear/giftcode");

  const before = await lbBalance(devApi, login);
  await page.getByRole("textbox", { name: "Gift code" }).fill("welcome2024");
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByTestId("giftcode-reward")).toHaveText("+5.00 LB-USDT");
  await expect(page.getByTestId("giftcode-balance")).toHaveText(`${(before + 5).toFixed(2)} LB-USDT`);
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + 5, 6);

  await page.getByRole("button", { name: "Redeem another code" }).click();
  await page.getByRole("textbox", { name: "Gift code" }).fill("WELCOME2024");
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByText("You have already redeemed this gift code.")).toBeVisible();
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + 5, 6);
  expect(consoleErrors.list).toEqual([]);
});

test("a due locked bonus is unlocked once; the other says when it unlocks", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  const login = await signIn(page, devApi);
  const locks = await devApi.call<Locks>("lucky-bear", "/lucky_bear/locked_detail", undefined, login);
  const due = locks.list.find((lock) => lock.unlockable);
  const later = locks.list.find((lock) => !lock.unlockable);
  if (!due || !later) throw new Error("expected a due and a later lock");

  await page.goto("/en-US/luckybear/me");
  await page.getByRole("link", { name: "Locked bonuses" }).click();
  await expect(page).toHaveURL("/en-US/luckybear/money/locked");
  await expect(page.getByTestId(`lock-${later.lock_id}`)).toContainText("Unlocks on");
  await expect(page.getByTestId(`lock-${later.lock_id}`).getByRole("button")).toHaveCount(0);

  const before = await lbBalance(devApi, login);
  await page.getByTestId(`lock-${due.lock_id}`).getByRole("button", { name: `Unlock ${due.amount} LB-USDT` }).click();
  await expect(page.getByTestId("unlock-result")).toHaveText(`+${due.amount} LB-USDT released to your balance`);
  await expect(page.getByTestId(`lock-${due.lock_id}`)).toHaveCount(0);
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + Number(due.amount), 6);

  await page.reload();
  await expect(page.getByTestId(`lock-${later.lock_id}`)).toBeVisible();
  await expect(page.getByTestId(`lock-${due.lock_id}`)).toHaveCount(0);
  await expect(devApi.call("lucky-bear", "/lucky_bear/unlock", { lock_id: due.lock_id }, login)).rejects.toThrow(/2002/);
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + Number(due.amount), 6);
  expect(consoleErrors.list).toEqual([]);
});

test("the locked bonuses come rendered from the server, and a due one released there is released once", async ({ page, devApi, baseURL, consoleErrors }) => {
  test.slow();
  const login = await signInWithCookies(page, devApi, baseURL!);
  const locks = await devApi.call<Locks>("lucky-bear", "/lucky_bear/locked_detail", undefined, login);
  const due = locks.list.find((lock) => lock.unlockable);
  if (!due) throw new Error("expected a due lock");
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/locked_detail/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/luckybear/money/locked")).text();
  expect(html).toContain(`data-testid="lock-${due.lock_id}"`);
  expect(html).toContain(`aria-label="Unlock ${due.amount} LB-USDT"`);
  await page.goto("/en-US/luckybear/money/locked");
  const before = await lbBalance(devApi, login);
  await page.getByTestId(`lock-${due.lock_id}`).getByRole("button", { name: `Unlock ${due.amount} LB-USDT` }).click();
  await expect(page.getByTestId("unlock-result")).toHaveText(`+${due.amount} LB-USDT released to your balance`);
  await expect(page.getByTestId(`lock-${due.lock_id}`)).toHaveCount(0);
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + Number(due.amount), 6);
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the newbie card shows for a new player and stays hidden, unreported, for an old one", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  await signIn(page, devApi, { countryCode: "+84", number: "933000777" });
  await page.goto("/en-US/luckybear");
  const card = page.getByTestId("newbie-card");
  await expect(card).toBeVisible();
  await expect(card.getByRole("list", { name: "New player tasks" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByTestId("newbie-task-first_game").getByRole("link", { name: "Go" })).toHaveAttribute("href", "/en-US/luckybear/game/gameTab");

  // The seeded player is a month old: the card is asked about once and never shows.
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();
  await signIn(page, devApi);
  const statusCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/lucky_bear/newbie_task_status")) statusCalls.push(request.url());
  });
  const visible = page.waitForResponse((response) => response.url().includes("/lucky_bear/newbie_task_visible"));
  await page.goto("/en-US/luckybear");
  expect(((await (await visible).json()) as { data: { visible: boolean } }).data.visible).toBe(false);
  await expect(page.getByRole("heading", { name: "Jackpot" })).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(statusCalls).toEqual([]);
  const reported = await devApi.collected({ event: "api_error_rp" });
  expect(reported.filter((event) => (event.api_url ?? "").includes("newbie"))).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the gift code page comes from the server with the form's place, and the form loads after start with the link's code", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\//.test(request.url()) && /asset_list|receive_gift_code/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/luckybear/giftcode?code=welcome2024")).text();
  expect(html).toContain("Got a gift code from an event or a friend?");
  expect(html).not.toContain('name="gift_code"');
  await page.goto("/en-US/luckybear/giftcode?code=welcome2024");
  await expect(page.getByRole("textbox", { name: "Gift code" })).toHaveValue("WELCOME2024");
  await expect(page.getByRole("button", { name: "Redeem" })).toBeEnabled();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});
