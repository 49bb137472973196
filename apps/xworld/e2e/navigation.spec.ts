// Navigation on the plain web: a player reaches the wallet, invites, gift codes and settings from the
// home by taps only, the tab bar shows on every screen of an area with the area's tab current and stays
// off flow steps, a page's end scrolls clear of the bar and the ball, and app start asks for the
// open-app config once, then sends its country in the country header.
import { expect, type Page, signIn, test } from "@repo/playwright-config/fixtures";

const tabBar = (page: Page) => page.getByRole("navigation", { name: "Main sections" });

async function expectCurrentTab(page: Page, name: string) {
  await expect(tabBar(page).getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
}

test("a new player reaches the wallet, invites, gift codes and settings from the home by taps", async ({ page, devApi, consoleErrors }) => {
  await signIn(page, devApi);
  await page.goto("/en-US");
  await expectCurrentTab(page, "Home");

  await page.getByRole("navigation", { name: "Areas" }).getByRole("link", { name: "Wallet", exact: true }).click();
  await expect(page).toHaveURL("/en-US/wallet");
  await expectCurrentTab(page, "Wallet");

  await tabBar(page).getByRole("link", { name: "Me", exact: true }).click();
  await expect(page).toHaveURL("/en-US/me");
  await expectCurrentTab(page, "Me");

  await page.getByRole("list", { name: "My areas" }).getByRole("link", { name: "Gift codes" }).click();
  await expect(page).toHaveURL("/en-US/giftcode");
  // Gift codes are part of the invite area, wherever they were opened from.
  await expectCurrentTab(page, "Invite");

  await tabBar(page).getByRole("link", { name: "Me", exact: true }).click();
  await page.getByRole("list", { name: "My areas" }).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL("/en-US/user/setting");
  await expectCurrentTab(page, "Me");

  await tabBar(page).getByRole("link", { name: "Invite", exact: true }).click();
  await expect(page).toHaveURL("/en-US/share");
  await expectCurrentTab(page, "Invite");

  await tabBar(page).getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL("/en-US");
  expect(consoleErrors.list).toEqual([]);
});

test("in-app links open their page without loading the document again", async ({ page, consoleErrors }) => {
  await page.goto("/en-US");
  await expect(tabBar(page)).toBeVisible();
  // A mark on this document: it survives a navigation of the router, not a new document.
  await page.evaluate(() => Object.assign(window, { samePageMark: true }));
  const samePage = () => page.evaluate(() => "samePageMark" in window);

  await page.getByRole("navigation", { name: "Areas" }).getByRole("link", { name: "Wallet", exact: true }).click();
  await expect(page).toHaveURL("/en-US/wallet");
  expect(await samePage()).toBe(true);

  await tabBar(page).getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL("/en-US");
  expect(await samePage()).toBe(true);

  // A promotion is a tracked link: it reports its click and opens its page the same way.
  await page.getByRole("list", { name: "Promotions" }).getByRole("link").first().click();
  await expect(page).not.toHaveURL("/en-US");
  expect(await samePage()).toBe(true);

  // The browser's back button returns through the router too.
  await page.goBack();
  await expect(page).toHaveURL("/en-US");
  expect(await samePage()).toBe(true);
  expect(consoleErrors.list).toEqual([]);
});

test("a sub-screen shows the bar with its area's tab current; the earn tab opens the ways to earn", async ({ page, devApi, consoleErrors }) => {
  await signIn(page, devApi);
  await page.goto("/en-US/pool");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(tabBar(page)).toBeVisible();
  await expectCurrentTab(page, "Earn");
  await expect(tabBar(page).getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");

  await tabBar(page).getByRole("link", { name: "Earn", exact: true }).click();
  await expect(page).toHaveURL("/en-US/reward/guide");
  await expectCurrentTab(page, "Earn");
  const ways = page.getByRole("list", { name: "Ways to earn" });
  await expect(ways.getByRole("listitem").first()).toContainText("Tasks and offers");
  await ways.getByRole("link", { name: "Go there" }).first().click();
  await expect(page).toHaveURL("/en-US#tasks");
  await expectCurrentTab(page, "Home");

  await page.goto("/en-US/user/orders");
  await expectCurrentTab(page, "Wallet");
  await page.goto("/en-US/pvp");
  await expectCurrentTab(page, "Home");
  expect(consoleErrors.list).toEqual([]);
});

test("flow steps show no tab bar", async ({ page, devApi }) => {
  await signIn(page, devApi);
  await page.goto("/en-US/wallet");
  await expect(tabBar(page)).toBeVisible();
  for (const step of ["/en-US/wallet/exchange", "/en-US/user/withdrawNew", "/en-US/task/details?taskId=9001&from=home"]) {
    await page.goto(step);
    await expect(page.getByRole("link", { name: "Back", exact: true })).toBeVisible();
    await expect(tabBar(page)).toHaveCount(0);
  }
});

test("the end of a long page scrolls clear of the tab bar and the feedback ball; a short page does not scroll", async ({ page, devApi }) => {
  await signIn(page, devApi);
  await page.goto("/en-US/me");
  const areas = page.getByRole("list", { name: "My areas" }).getByRole("link");
  const ball = page.getByRole("button", { name: "Feedback", exact: true });
  await expect(ball).toBeVisible();
  await expect(areas.last()).toBeAttached();
  const endClear = async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = (await areas.last().boundingBox())!;
    const bar = (await tabBar(page).boundingBox())!;
    const ballBox = (await ball.boundingBox())!;
    // Above the bar, and above the ball (which rests in the lower half), which never covers the bar.
    expect(last.y + last.height).toBeLessThanOrEqual(bar.y);
    expect(last.y + last.height).toBeLessThanOrEqual(ballBox.y);
    expect(ballBox.y + ballBox.height).toBeLessThanOrEqual(bar.y);
  };
  await expect.poll(async () => (await ball.boundingBox())!.y).toBeGreaterThan(page.viewportSize()!.height / 2);
  await endClear();

  // Dragged as far down as it goes, the ball stops above the bar.
  const start = (await ball.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, page.viewportSize()!.height + 200, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await ball.boundingBox())!.y).toBeGreaterThan(start.y);
  await endClear();

  // The room is left after the content, not added to a page that fits the screen.
  for (const short of ["/en-US/user/setting", "/en-US/wallet/exchange"]) {
    await page.goto(short);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBe(0);
  }
  // Where no bar shows, the ball (still resting as low as it goes) keeps only its margin from the screen's edge.
  await expect(tabBar(page)).toHaveCount(0);
  await expect.poll(async () => page.viewportSize()!.height - (await ball.boundingBox().then((box) => box!.y + box!.height))).toBeCloseTo(8, 0);
});

test("app start asks for the open-app config once and sends its country afterwards", async ({ page, devApi }) => {
  await signIn(page, devApi);
  const configCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/openapp_get_cfg")) configCalls.push(request.url());
  });
  const configResponse = page.waitForResponse((response) => response.url().includes("/api/openapp_get_cfg_v2"));
  await page.goto("/en-US");
  interface Config {
    location_info: { country_code: string };
  }
  const body = (await (await configResponse).json()) as Config | { data: Config };
  const country = ("data" in body ? body.data : body).location_info.country_code;

  const later = page.waitForRequest((request) => request.method() === "POST" && request.url().includes("/svc/") && !request.url().includes("openapp"));
  await tabBar(page).getByRole("link", { name: "Wallet", exact: true }).click();
  expect((await later).headers()["country-code"]).toBe(country);
  expect(configCalls).toHaveLength(1);
});

test("links prefetch a route when the player reaches for them, not when the page shows them", async ({ page }) => {
  const prefetches: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).searchParams.has("_rsc")) prefetches.push(new URL(request.url()).pathname);
  });
  await page.goto("/en-US");
  const wallet = tabBar(page).getByRole("link", { name: "Wallet", exact: true });
  await expect(wallet).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The home shows some twenty links (hub, tab bar, tasks): none of their routes is fetched on sight.
  expect(prefetches).toEqual([]);

  const walletRoute = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === "/en-US/wallet" && url.searchParams.has("_rsc");
  });
  await wallet.hover();
  await walletRoute;
  expect(prefetches.every((path) => path === "/en-US/wallet")).toBe(true);
});
