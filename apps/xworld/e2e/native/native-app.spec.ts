import { type DevApi, expect, test, type Page } from "@repo/playwright-config/fixtures";

interface Simulator {
  calls: { method: string }[];
}
const calls = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __xworldBridgeSimulator?: Simulator }).__xworldBridgeSimulator?.calls ?? []).map((c) => c.method));

/** The seeded player, logged in inside the simulated host app. */
async function hostQuery(devApi: DevApi, version = "3.1.0") {
  const host = await devApi.loginByPhone();
  const query = new URLSearchParams({ bridgeSim: "1", bridgeSimUser: String(host.user_id), bridgeSimKey: host.user_secret_key, bridgeSimVersion: version });
  return { host, query: query.toString() };
}

test("inside the native app, start checks the host and takes over its login", async ({ page, devApi, consoleErrors }) => {
  const { host, query } = await hostQuery(devApi);
  await page.goto(`/en-US?${query}`);
  await expect(page.getByRole("link", { name: host.username })).toBeVisible();
  expect(await calls(page)).toEqual(expect.arrayContaining(["appLogin"]));
  expect(await page.evaluate(() => localStorage.getItem("user_id"))).toBe(String(host.user_id));
  expect(consoleErrors.list).toEqual([]);
});

test("the app coming back with another player logged in logs that player in here", async ({ page, devApi }) => {
  const { host, query } = await hostQuery(devApi);
  const other = await devApi.loginByPhone({ countryCode: "+66", number: "987654321" });
  await page.goto(`/en-US?${query}`);
  await expect(page.getByRole("link", { name: host.username })).toBeVisible();

  await page.evaluate(({ id, key, name }) => {
    const simulator = (window as unknown as { __xworldBridgeSimulator: { setUser(id: number, key: string, name: string): void; resume(): void } })
      .__xworldBridgeSimulator;
    simulator.setUser(id, key, name);
    simulator.resume();
  }, { id: other.user_id, key: other.user_secret_key, name: other.username });

  await expect(page.getByRole("link", { name: other.username })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("user_id"))).toBe(String(other.user_id));
});

test("a task opened from the home list opens in its own locale-prefixed webview", async ({ page, devApi }) => {
  const { host, query } = await hostQuery(devApi);
  const tasks = await devApi.call<{ list: { title: string; taskId: number; productId: number }[] }>("task", "/task/get_task_list?page=1&page_size=20");
  await page.goto(`/en-US?${query}`);
  await expect(page.getByRole("link", { name: host.username })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(tasks.list[0]!.title) }).click();

  const opened = () =>
    page.evaluate(
      () => (window as unknown as { __xworldBridgeSimulator: { opened: { method: string; url: string }[] } }).__xworldBridgeSimulator.opened,
    );
  await expect.poll(async () => (await opened()).length).toBe(1);
  const [webview] = await opened();
  expect(webview?.method).toBe("openWebView");
  expect(new URL(webview!.url).pathname).toMatch(/^\/en-US\/task\/(details|detailsV2|product_v2)$/);
  expect(page.url()).toContain("/en-US?");
});

test("signing out inside the app logs the host out and goes to the app's home", async ({ page, devApi }) => {
  const { query } = await hostQuery(devApi);
  await page.goto(`/en-US/user/setting?${query}`);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect.poll(() => calls(page)).toEqual(expect.arrayContaining(["webLogout"]));
  await expect.poll(() => page.evaluate(() => localStorage.getItem("user_id"))).toBeNull();
});
