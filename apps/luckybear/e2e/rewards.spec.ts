// The rewards screens against the dev API, as the seeded player (3 spins, today's free draw, VIP 3, the
// ended "championship 1" won): each pays once, and the wrong step (no spin left, a second draw, a level
// not reached, a second receive) is refused.
import { expect, signIn, signInWithCookies, test } from "@repo/playwright-config/fixtures";
import { drawFreeLotteryOnce, receiveChampRewardOnce, receiveOpenChampRewardOnce, receiveVipRewardOnce, spinUntilNoneLeft } from "./journeys";

test.use({ reducedMotion: "reduce" });

test("a spin pays the prize the wheel lands on, until no spin is left", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  await page.goto("/en-US/luckybear/spin");
  await spinUntilNoneLeft(page, devApi, login);
  expect(consoleErrors.list).toEqual([]);
});

test("the free lottery draws once a day and then counts down to the next chance", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  await page.goto("/en-US/luckybear/lottery");
  await drawFreeLotteryOnce(page, devApi, login);
  const timer = page.getByRole("timer", { name: "Next free draw in" });
  await expect(timer).toHaveText(/^\d\d:\d\d:\d\d$/);
  await page.reload();
  await expect(page.getByTestId("lottery-drawn")).toBeVisible();
  await expect(page.getByRole("button", { name: "Draw now" })).toHaveCount(0);
  expect(consoleErrors.list).toEqual([]);
});

test("a reached VIP level's reward is received once; a level not reached offers none", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  await page.goto("/en-US/luckybear/vip");
  await receiveVipRewardOnce(page, devApi, login);
  expect(consoleErrors.list).toEqual([]);
});

test("an ended championship's reward is received once, from the rewards hub", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  await page.goto("/en-US/luckybear/rewards");
  await receiveChampRewardOnce(page, devApi, login);
  expect(consoleErrors.list).toEqual([]);
});

test("the rewards hub and the championships come rendered from the server, and the browser does not read them again", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/(lucky_spin_conf|free_lottery_chance|rt_prize_conf|champ\/list|vip_profile)/.test(request.url())) reads.push(request.url());
  });
  const html = async (path: string) => (await page.request.get(path)).text();
  expect(await html("/en-US/luckybear/rewards")).toContain("Spins left");
  expect(await html("/en-US/luckybear/champions")).toContain('data-testid="champ-1"');
  await page.goto("/en-US/luckybear/rewards");
  await expect(page.getByTestId("rewards-spin")).toContainText("Spins left");
  await page.goto("/en-US/luckybear/champions");
  await expect(page.getByTestId("champ-1")).toBeVisible();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the VIP club comes rendered from the server, and a reward received there is received once", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/(vip_conf|vip_profile)/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/luckybear/vip")).text();
  expect(html).toContain('data-testid="vip-level-10"');
  expect(html).toContain("Receive the VIP 3 reward");
  await page.goto("/en-US/luckybear/vip");
  await receiveVipRewardOnce(page, devApi, login);
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the free lottery comes rendered from the server: the draw, loaded after start, draws once; then the countdown", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/(free_lottery_chance|lottery_amount_range_cfg)/.test(request.url())) reads.push(request.url());
  });
  const html = async () => (await page.request.get("/en-US/luckybear/lottery")).text();
  expect(await html()).toContain("Your free draw for today is ready.");
  await page.goto("/en-US/luckybear/lottery");
  await expect(page.getByRole("button", { name: "Draw now" })).toBeEnabled();
  expect(reads).toEqual([]);
  await drawFreeLotteryOnce(page, devApi, login);
  expect(await html()).toContain('data-testid="lottery-drawn"');
  reads.length = 0;
  await page.reload();
  await expect(page.getByRole("timer", { name: "Next free draw in" })).toHaveText(/^\d\d:\d\d:\d\d$/);
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("a championship comes rendered from the server, and its reward received there is received once", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/champ\/(detail|billboard)/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/luckybear/champions/1")).text();
  expect(html).toContain('aria-label="Your rank"');
  expect(html).toContain('data-testid="champ-reward"');
  expect(html).toContain("Receive reward");
  await page.goto("/en-US/luckybear/champions/1");
  await receiveOpenChampRewardOnce(page, devApi, login);
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the lucky wheel comes rendered from the server: the spin, loaded after start, pays once per tap; then no spin is left", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/lucky_spin_conf/.test(request.url())) reads.push(request.url());
  });
  const html = async () => (await page.request.get("/en-US/luckybear/spin")).text();
  const first = await html();
  expect(first).toContain("Spins left: 3");
  expect(first).toContain('role="img" aria-label="Lucky wheel"');
  await page.goto("/en-US/luckybear/spin");
  await expect(page.getByRole("button", { name: "Spin" })).toBeEnabled();
  expect(reads).toEqual([]);
  // Each spin re-reads the spins left in the browser (the spin changed them), as before.
  await spinUntilNoneLeft(page, devApi, login);
  expect(await html()).toContain("No spins left");
  reads.length = 0;
  await page.reload();
  await expect(page.getByText("No spins left")).toBeVisible();
  await expect(page.getByRole("button", { name: "Spin" })).toHaveCount(0);
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});
