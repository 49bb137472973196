// The rewards screens inside Telegram: the mini app's own player (signed in by init data) spins until no
// spin is left, the balance moving by each prize, and draws the free lottery once. The seeded player
// (VIP 3, first in the ended "championship 1"), whose Telegram account is linked, receives the VIP 3
// reward once (a level not reached offers none, a second receive is refused) and the championship's
// reward once (a second receive is refused).
import { type DevApi, type DevLogin, expect, test } from "@repo/playwright-config/fixtures";
import { linkTelegram, openAsMiniApp } from "./mini-app";

test.use({ reducedMotion: "reduce" });

const lbBalance = async (devApi: DevApi, login: DevLogin) =>
  Number(
    (await devApi.call<{ list: { coin_name: string; amount: string }[] }>("lucky-bear", "/lucky_bear/asset_list", undefined, login)).list.find(
      (asset) => asset.coin_name === "LB-USDT",
    )?.amount ?? 0,
  );

const amountIn = (text: string | null) => Number((/([\d,]+\.\d+)/.exec(text ?? "")?.[1] ?? "NaN").replace(/,/g, ""));

test("in Telegram a spin pays the prize until no spin is left", async ({ page, devApi, consoleErrors }) => {
  const login = await openAsMiniApp(page, "/en-US/luckybear/spin");
  await expect(page.getByTestId("spin-chances")).toHaveText("Spins left: 3");
  for (const left of [2, 1, 0]) {
    const before = await lbBalance(devApi, login);
    await page.getByRole("button", { name: "Spin" }).click();
    await expect(page.getByTestId("spin-chances")).toHaveText(`Spins left: ${left}`);
    const prize = amountIn(await page.getByTestId("spin-prize").textContent());
    expect(await lbBalance(devApi, login)).toBeCloseTo(before + prize, 6);
  }
  await expect(page.getByText("No spins left")).toBeVisible();
  expect(consoleErrors.list).toEqual([]);
});

test("in Telegram the free lottery draws once, then refuses a second draw", async ({ page, devApi, consoleErrors }) => {
  const login = await openAsMiniApp(page, "/en-US/luckybear/lottery");
  await page.getByRole("button", { name: "Draw now" }).click();
  await expect(page.getByTestId("lottery-result")).toBeVisible();
  await expect(page.getByTestId("lottery-drawn")).toHaveText("Already drawn today");
  await expect(page.getByRole("button", { name: "Draw now" })).toHaveCount(0);
  await expect(devApi.call("lucky-bear", "/lucky_bear/draw_free_lottery", undefined, login)).rejects.toThrow(/No free draw left today/);
  expect(consoleErrors.list).toEqual([]);
});

test("in Telegram a reached VIP level's reward is received once; a level not reached offers none", async ({ page, devApi, consoleErrors }) => {
  const seeded = await linkTelegram(devApi);
  const login = await openAsMiniApp(page, "/en-US/luckybear/vip");
  expect(login.user_id).toBe(seeded.user_id);
  await expect(page.getByTestId("vip-level")).toHaveText("VIP 3");
  await expect(page.getByTestId("vip-level-4").getByText("Not reached")).toBeVisible();
  await expect(page.getByTestId("vip-level-4").getByRole("button")).toHaveCount(0);
  await expect(devApi.call("lucky-bear", "/lucky_bear/receive_vip_reward", { level: 4 }, login)).rejects.toThrow(/not reached/);

  const before = await lbBalance(devApi, login);
  await page.getByRole("button", { name: "Receive the VIP 3 reward" }).click();
  await expect(page.getByTestId("vip-level-3").getByText("Received")).toBeVisible();
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + 6, 6);
  await page.reload();
  await expect(page.getByTestId("vip-level-3").getByText("Received")).toBeVisible();
  await expect(page.getByRole("button", { name: "Receive the VIP 3 reward" })).toHaveCount(0);
  await expect(devApi.call("lucky-bear", "/lucky_bear/receive_vip_reward", { level: 3 }, login)).rejects.toThrow(/already received/);
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + 6, 6);
  expect(consoleErrors.list).toEqual([]);
});

test("in Telegram an ended championship's reward is received once, from the rewards hub", async ({ page, devApi, consoleErrors }) => {
  const seeded = await linkTelegram(devApi);
  const login = await openAsMiniApp(page, "/en-US/luckybear/rewards");
  expect(login.user_id).toBe(seeded.user_id);
  await page.getByTestId("rewards-champions").click();
  await page.getByTestId("champ-1").click();
  await expect(page).toHaveURL(/\/en-US\/luckybear\/champions\/1(#.*)?$/);
  await expect(page.getByRole("group", { name: "Your rank" })).toContainText("1");
  const before = await lbBalance(devApi, login);
  await page.getByRole("button", { name: "Receive reward" }).click();
  await expect(page.getByTestId("champ-reward").getByText("Received")).toBeVisible();
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + 1500, 6);
  await page.reload();
  await expect(page.getByTestId("champ-reward").getByText("Received")).toBeVisible();
  await expect(page.getByRole("button", { name: "Receive reward" })).toHaveCount(0);
  await expect(devApi.call("lucky-bear", "/lucky_bear/champ/receive_reward", { champ_id: 1 }, login)).rejects.toThrow(/2002/);
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + 1500, 6);
  expect(consoleErrors.list).toEqual([]);
});
