// The rewards screens against the dev API, as the seeded player (3 spins, today's free draw, VIP 3, the
// ended "championship 1" won): each pays once, and the wrong step (no spin left, a second draw, a level
// not reached, a second receive) is refused.
import { type DevApi, type DevLogin, expect, signIn, test } from "@repo/playwright-config/fixtures";

interface Asset {
  coin_name: string;
  amount: string;
}

const lbBalance = async (devApi: DevApi, login: DevLogin) =>
  Number((await devApi.call<{ list: Asset[] }>("lucky-bear", "/lucky_bear/asset_list", undefined, login)).list.find((asset) => asset.coin_name === "LB-USDT")?.amount);

/** "1,500.00" → 1500 */
const amountIn = (text: string | null) => Number((/([\d,]+\.\d+)/.exec(text ?? "")?.[1] ?? "NaN").replace(/,/g, ""));

test.use({ reducedMotion: "reduce" });

test("a spin pays the prize the wheel lands on, until no spin is left", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  await page.goto("/en-US/luckybear/spin");
  await expect(page.getByTestId("spin-chances")).toHaveText("Spins left: 3");
  for (const left of [2, 1, 0]) {
    const before = await lbBalance(devApi, login);
    await page.getByRole("button", { name: "Spin" }).click();
    await expect(page.getByTestId("spin-chances")).toHaveText(`Spins left: ${left}`);
    const prize = amountIn(await page.getByTestId("spin-prize").textContent());
    expect(await lbBalance(devApi, login)).toBeCloseTo(before + prize, 6);
  }
  await expect(page.getByText("No spins left")).toBeVisible();
  await expect(page.getByRole("button", { name: "Spin" })).toHaveCount(0);
  expect(consoleErrors.list).toEqual([]);
});

test("the free lottery draws once a day and then counts down to the next chance", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  await page.goto("/en-US/luckybear/lottery");
  await page.getByRole("button", { name: "Draw now" }).click();
  await expect(page.getByTestId("lottery-result")).toBeVisible();
  await expect(page.getByTestId("lottery-drawn")).toHaveText("Already drawn today");
  const timer = page.getByRole("timer", { name: "Next free draw in" });
  await expect(timer).toHaveText(/^\d\d:\d\d:\d\d$/);
  await page.reload();
  await expect(page.getByTestId("lottery-drawn")).toBeVisible();
  await expect(page.getByRole("button", { name: "Draw now" })).toHaveCount(0);
  await expect(devApi.call("lucky-bear", "/lucky_bear/draw_free_lottery", undefined, login)).rejects.toThrow(/No free draw left today/);
  expect(consoleErrors.list).toEqual([]);
});

test("a reached VIP level's reward is received once; a level not reached offers none", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  await page.goto("/en-US/luckybear/vip");
  await expect(page.getByTestId("vip-level")).toHaveText("VIP 3");
  await expect(page.getByTestId("vip-level-4").getByText("Not reached")).toBeVisible();
  // A level not reached yet offers no receive action at all.
  await expect(page.getByTestId("vip-level-4").getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Receive the VIP 4 reward" })).toHaveCount(0);
  await expect(devApi.call("lucky-bear", "/lucky_bear/receive_vip_reward", { level: 4 }, login)).rejects.toThrow(/not reached/);
  const before = await lbBalance(devApi, login);
  await page.getByRole("button", { name: "Receive the VIP 3 reward" }).click();
  await expect(page.getByTestId("vip-level-3").getByText("Received")).toBeVisible();
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + 6, 6);
  await page.reload();
  await expect(page.getByTestId("vip-level-3").getByText("Received")).toBeVisible();
  await expect(page.getByRole("button", { name: "Receive the VIP 3 reward" })).toHaveCount(0);
  await expect(devApi.call("lucky-bear", "/lucky_bear/receive_vip_reward", { level: 3 }, login)).rejects.toThrow(/already received/);
  expect(consoleErrors.list).toEqual([]);
});

test("an ended championship's reward is received once, from the rewards hub", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  await page.goto("/en-US/luckybear/rewards");
  await page.getByTestId("rewards-champions").click();
  await page.getByTestId("champ-1").click();
  await expect(page).toHaveURL(/\/en-US\/luckybear\/champions\/1$/);
  await expect(page.getByRole("group", { name: "Your rank" })).toContainText("1");
  const before = await lbBalance(devApi, login);
  await page.getByRole("button", { name: "Receive reward" }).click();
  await expect(page.getByTestId("champ-reward").getByText("Received")).toBeVisible();
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + 1500, 6);
  await page.reload();
  await expect(page.getByRole("button", { name: "Receive reward" })).toHaveCount(0);
  await expect(devApi.call("lucky-bear", "/lucky_bear/champ/receive_reward", { champ_id: 1 }, login)).rejects.toThrow(/2002/);
  expect(consoleErrors.list).toEqual([]);
});
