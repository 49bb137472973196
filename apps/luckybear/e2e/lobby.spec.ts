// The casino home's live data: the public parts come in the first HTML (live prizes, running
// championships), a signed-in player sees their own chances and VIP level on the entries, and the
// general popup shows once.
// Each journey is marked slow (three times the default timeout): it signs in, moves between several
// pages and waits for the dev API, on a machine shared with other builds; its waits allow 30 s.
import { expect as baseExpect, signIn, test } from "@repo/playwright-config/fixtures";

const expect = baseExpect.configure({ timeout: 30_000 });

interface Billboard {
  list: { username: string; prize_name: string }[];
}
interface ChampList {
  list: { champ_id: number; title: string; status: string }[];
}

test("a guest gets the live prizes and running championships in the first HTML, and the entries without personal data", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  const billboard = await devApi.call<Billboard>("lucky-bear", "/lucky_bear/rt_prize_billboard");
  const champs = await devApi.call<ChampList>("lucky-bear", "/lucky_bear/champ/list");
  const running = champs.list.filter((champ) => champ.status === "running");
  expect(billboard.list.length).toBeGreaterThan(0);
  expect(running.length).toBeGreaterThan(0);

  const html = await (await page.request.get("/en-US/luckybear")).text();
  expect(html).toContain(billboard.list[0]!.prize_name);
  expect(html).toContain(running[0]!.title);

  await page.goto("/en-US/luckybear");
  await expect(page.getByRole("list", { name: "Latest live prizes" }).getByRole("listitem")).toHaveCount(billboard.list.length);
  await expect(page.getByTestId(`lobby-champ-${running[0]!.champ_id}`)).toContainText(running[0]!.title);
  await expect(page.getByTestId("lobby-champions")).toHaveText(`Championships${running.length} running`);
  await expect(page.getByTestId("lobby-spin")).toHaveText("Lucky spin");
  await expect(page.getByTestId("lobby-vip")).toHaveText("VIP");
  expect(consoleErrors.list).toEqual([]);
});

test("the lobby's games come in the HTML; the browser reads no live prizes at start, and a guest's tap on a game leads to sign in", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  const games = await devApi.call<{ list: { name: string }[] }>("lucky-bear", "/lucky_bear/game_list?page=1&page_size=20");
  const reads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/rt_prize_billboard")) reads.push(request.url());
  });
  const html = await (await page.goto("/en-US/luckybear"))!.text();
  expect(html).toContain(`aria-label="Play ${games.list[0]!.name}"`);

  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(reads).toEqual([]);
  await page.getByRole("region", { name: "Games" }).getByRole("button", { name: `Play ${games.list[0]!.name}`, exact: true }).click();
  await expect(page).toHaveURL(`/en-US/user/login?backUrl=${encodeURIComponent("/en-US/luckybear")}`);
  expect(consoleErrors.list).toEqual([]);
});

test("a signed-in player sees their spins, free draw and VIP level on the lobby, and the welcome popup once", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  const login = await signIn(page, devApi);
  await page.goto("/en-US/luckybear");
  // The install offer waits for a scroll: the welcome popup (below) is what opens at start.
  await expect(page.getByTestId("lobby-spin")).toHaveText("Lucky spin3 left");
  await expect(page.getByTestId("lobby-lottery")).toHaveText("Free lotteryReady");
  await expect(page.getByTestId("lobby-vip")).toHaveText("VIPLevel 3");

  const popup = page.getByRole("dialog", { name: "Welcome to Lucky Bear" });
  await expect(popup).toBeVisible();
  const closed = page.waitForResponse((response) => response.url().includes("/lucky_bear/report_user_action"));
  await popup.getByRole("button", { name: "Not now" }).click();
  await closed;
  await expect(popup).toHaveCount(0);
  const listed = await devApi.call<{ list: { id: number }[] }>("lucky-bear", "/lucky_bear/general_popup_query?page=home", undefined, login);
  expect(listed.list.map((popupItem) => popupItem.id)).not.toContain(1);

  // A draw spends today's chance: the entry then counts down to the next one.
  await devApi.call("lucky-bear", "/lucky_bear/draw_free_lottery", undefined, login);
  await page.reload();
  await expect(page.getByTestId("lobby-lottery").getByRole("timer", { name: "Next free draw in" })).toHaveText(/^\d\d:\d\d:\d\d$/);
  expect(consoleErrors.list).toEqual([]);
});
