// Issue 17 inside the native app (the bridge simulator plays the host): a post opened from a profile goes
// to the host's own post view through openPost; a host without openPost gets the app's post page in a
// webview of its own.
import { type DevApi, expect, type Page, test } from "@repo/playwright-config/fixtures";

interface Simulator {
  calls: { method: string; params: Record<string, unknown> }[];
  opened: { method: string; url: string }[];
}
const simulator = (page: Page) =>
  page.evaluate((): Simulator => {
    const { calls, opened } = (window as unknown as { __xworldBridgeSimulator: Simulator }).__xworldBridgeSimulator;
    return { calls: calls.map(({ method, params }) => ({ method, params })), opened: [...opened] };
  });

async function hostQuery(devApi: DevApi, extra: Record<string, string> = {}) {
  const host = await devApi.loginByPhone();
  return new URLSearchParams({ bridgeSim: "1", bridgeSimUser: String(host.user_id), bridgeSimKey: host.user_secret_key, ...extra }).toString();
}

const POST_TITLE = /How I finished every Farm Story task in a week/;

test("a post opened from a profile opens in the app's own post view", async ({ page, devApi, consoleErrors }) => {
  await page.goto(`/en-US/profile/10001?${await hostQuery(devApi)}`);
  await page.getByRole("link", { name: POST_TITLE }).click();
  await expect
    .poll(async () => (await simulator(page)).calls.filter((call) => call.method === "openPost").map((call) => call.params))
    .toEqual([{ post_id: "1" }]);
  expect(new URL(page.url()).pathname).toBe("/en-US/profile/10001");
  expect(consoleErrors.list).toEqual([]);
});

test("an app without openPost shows the app's post page in a webview", async ({ page, devApi }) => {
  await page.goto(`/en-US/profile/10001?${await hostQuery(devApi, { bridgeSimUnsupported: "openPost" })}`);
  await page.getByRole("link", { name: POST_TITLE }).click();
  await expect.poll(async () => (await simulator(page)).opened.length).toBe(1);
  const [webview] = (await simulator(page)).opened;
  expect(webview?.method).toBe("openWebView");
  expect(new URL(webview!.url).pathname).toBe("/en-US/posts/1");
});
