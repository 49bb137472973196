import { queueKeyPrefix, storageKeyPrefix } from "@repo/analytics/storage-keys";
import { type CollectedEvent, type DevApi, expect, test, type Page } from "@repo/playwright-config/fixtures";

// Every test checks what the dev API's collector received: each event exactly once (by id), whatever
// the page did in between (reload, leave, lose the network).

const PROJECT = "xworld";

function ids(events: CollectedEvent[]): string[] {
  return events.map((event) => event.id);
}

function expectNoDoubles(events: CollectedEvent[]) {
  expect(new Set(ids(events)).size).toBe(events.length);
}

/** Opens the home page and waits until it is interactive (the account chip settles after app start). */
async function openHome(page: Page, reload = false) {
  await (reload ? page.reload() : page.goto("/en-US"));
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
}

/** Counts what arrived, hiding the tab before each look so whatever the page queued meanwhile goes too. */
async function arrived(page: Page, devApi: DevApi, event: string): Promise<number> {
  await hideTab(page).catch(() => undefined);
  return (await devApi.collected({ project: PROJECT, event })).length;
}

/**
 * True once the page's collector holds an event of this name in its stored queue: analytics has loaded
 * (its chunk comes while the page is idle after start, and a chunk that fails offline stays failed).
 */
async function queued(page: Page, event: string): Promise<boolean> {
  return page.evaluate(
    ({ prefix, name }) =>
      Object.keys(window.localStorage).some((key) => key.startsWith(prefix) && (window.localStorage.getItem(key) ?? "").includes(`"${name}"`)),
    { prefix: queueKeyPrefix(storageKeyPrefix(PROJECT)), name: event },
  );
}

/** Leaves the page the way a player does: the tab is hidden, then the page goes. */
async function hideTab(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

test("a page view is counted once per page, across a reload", async ({ page, devApi }) => {
  await openHome(page);
  await openHome(page, true);
  await expect.poll(() => arrived(page, devApi, "page_view")).toBe(2);
  const views = await devApi.collected({ project: PROJECT, event: "page_view" });
  expectNoDoubles(views);
  expect(views.map((view) => view.page)).toEqual(["home_new", "home_new"]);
});

test("a click on a banner arrives once, though the page is left at once", async ({ page, devApi }) => {
  const config = await devApi.call<{ banners: { id: number; link: string; title: string }[] }>("user", "/api/app_global_config", {});
  const banner = config.banners.find((candidate) => candidate.link.startsWith("/"));
  test.skip(!banner, "the seeded config has no in-app banner");
  // A click before the page is interactive is a plain link: wait for it.
  await openHome(page);
  await page.getByRole("link", { name: banner!.title }).click();
  await page.waitForURL((url) => url.pathname !== "/en-US");

  await expect.poll(() => arrived(page, devApi, "click")).toBe(1);
  const [click] = await devApi.collected({ project: PROJECT, event: "click" });
  expect(click).toMatchObject({ module: "banner", item_id: String(banner!.id), page: "home_new" });
  // The page that followed adds nothing to the first page's events.
  await hideTab(page);
  await page.waitForTimeout(500);
  expect(await devApi.collected({ project: PROJECT, event: "click" })).toHaveLength(1);
});

test("opening a task from the home list is counted once, as a click of the task list", async ({ page, devApi }) => {
  const { list } = await devApi.call<{ list: { title: string; taskId: number }[] }>("task", "/task/get_task_list?page=1&page_size=20");
  const task = list.find((item) => list.filter((other) => other.title === item.title).length === 1);
  test.skip(!task, "the seeded list has no task with a title of its own");
  await openHome(page);
  await page.getByRole("list", { name: "Tasks and offers" }).getByRole("link", { name: task!.title }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/en-US/task/"));

  await expect.poll(() => arrived(page, devApi, "click")).toBe(1);
  const [click] = await devApi.collected({ project: PROJECT, event: "click" });
  expect(click).toMatchObject({ module: "task_list", item_id: String(task!.taskId), page: "home_new" });
});

test("each API call of the page sends one api_perf event", async ({ page, devApi }) => {
  // A guest's app start asks for the country by IP, once.
  const countryAnswered = page.waitForResponse((response) => response.url().includes("/api/openapp_get_country"));
  await page.goto("/en-US");
  await expect(page.getByRole("list", { name: "Tasks and offers" })).toBeVisible();
  await countryAnswered;

  await expect.poll(() => arrived(page, devApi, "api_perf")).toBeGreaterThan(0);
  const perf = await devApi.collected({ project: PROJECT, event: "api_perf" });
  expectNoDoubles(perf);
  const country = perf.filter((event) => event.api_url?.endsWith("/api/openapp_get_country"));
  expect(country).toHaveLength(1);
  expect(country[0]).toMatchObject({ http_status: 200, code: 0 });
  expect(country[0]?.used_ms).toBeGreaterThanOrEqual(0);
});

test("events wait while the network is gone and arrive once when it is back", async ({ page, context, devApi }) => {
  await openHome(page);
  // The network goes once analytics runs: events it queues offline are what this test is about.
  await expect.poll(() => queued(page, "page_view")).toBe(true);
  await context.setOffline(true);
  await hideTab(page);
  await page.waitForTimeout(1000);
  expect(await devApi.collected({ project: PROJECT, event: "page_view" })).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(async () => (await devApi.collected({ project: PROJECT, event: "page_view" })).length).toBe(1);
  await openHome(page, true);
  await expect.poll(() => arrived(page, devApi, "page_view")).toBe(2);
  expectNoDoubles(await devApi.collected({ project: PROJECT }));
});
