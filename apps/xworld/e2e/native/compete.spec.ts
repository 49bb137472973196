// The compete pages inside the native app (the bridge simulator plays the host): the /pvp/* version
// gate, the admin page exempt from it, and a party game started through the host's startSudGame.
import { type DevApi, expect, type Page, test } from "@repo/playwright-config/fixtures";

interface Simulator {
  calls: { method: string; params: Record<string, unknown> }[];
}
const calls = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __xworldBridgeSimulator?: Simulator }).__xworldBridgeSimulator?.calls ?? []).map((c) => ({ method: c.method, params: c.params })));

/** The seeded player, logged in inside a simulated host app of `version`. */
async function hostQuery(devApi: DevApi, version: string) {
  const host = await devApi.loginByPhone();
  return new URLSearchParams({ bridgeSim: "1", bridgeSimUser: String(host.user_id), bridgeSimKey: host.user_secret_key, bridgeSimVersion: version }).toString();
}

test("a pvp match in an app older than 3.0.6 shows the blocking update dialog; cancel closes the app", async ({ page, devApi, consoleErrors }) => {
  await page.goto(`/en-US/pvp/detail?id=1&${await hostQuery(devApi, "3.0.5")}`);
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("3.0.6");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect.poll(async () => (await calls(page)).map((call) => call.method)).toContain("close");
  expect(consoleErrors.list).toEqual([]);
});

test("in a recent app the same match opens", async ({ page, devApi }) => {
  await page.goto(`/en-US/pvp/detail?id=1&${await hostQuery(devApi, "3.0.6")}`);
  await expect(page.getByRole("heading", { name: "Friday showdown" })).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});

test("the pvp admin page is exempt from the version gate", async ({ page, devApi }) => {
  await page.goto(`/en-US/pvp/admin?${await hostQuery(devApi, "3.0.5")}`);
  await expect(page.getByRole("heading", { name: "Host matches" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open the match" })).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});

test("a party game takes a seat and starts in the host app", async ({ page, devApi }) => {
  const games = await devApi.call<{ list: { game_id: string; name: string }[] }>("vg", "/vg/sud_game_list");
  const ludo = games.list.find((game) => game.name === "Ludo");
  await page.goto(`/en-US/sudgame/${ludo?.game_id}?${await hostQuery(devApi, "3.1.0")}`);
  await page.getByRole("button", { name: "Play" }).click();
  await expect(page.getByRole("status")).toContainText("The game is open.");
  const started = (await calls(page)).filter((call) => call.method === "startSudGame");
  expect(started).toEqual([{ method: "startSudGame", params: { game_id: ludo?.game_id, room_id: expect.any(String) } }]);
});
