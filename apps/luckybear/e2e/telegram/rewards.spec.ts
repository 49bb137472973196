// The rewards screens inside Telegram: the mini app's own player (signed in by init data) spins until no
// spin is left, the balance moving by each prize, and draws the free lottery once.
import { type DevApi, type DevLogin, expect, test } from "@repo/playwright-config/fixtures";
import { openAsMiniApp } from "./mini-app";

test.use({ reducedMotion: "reduce" });

const lbBalance = async (devApi: DevApi, login: DevLogin) =>
  Number(
    (await devApi.call<{ list: { coin_name: string; amount: string }[] }>("lucky-bear", "/lucky_bear/asset_list", undefined, login)).list.find(
      (asset) => asset.coin_name === "LB-USDT",
    )?.amount ?? 0,
  );

const amountIn = (text: string | null) => Number((/([\d,]+\.\d+)/.exec(text ?? "")?.[1] ?? "NaN").replace(/,/g, ""));

test("in Telegram a spin pays the prize until no spin is left", async ({ page, devApi, consoleErrors }) => {
  const login = await openAsMiniApp(page, devApi, "/en-US/luckybear/spin");
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
  const login = await openAsMiniApp(page, devApi, "/en-US/luckybear/lottery");
  await page.getByRole("button", { name: "Draw now" }).click();
  await expect(page.getByTestId("lottery-result")).toBeVisible();
  await expect(page.getByTestId("lottery-drawn")).toHaveText("Already drawn today");
  await expect(page.getByRole("button", { name: "Draw now" })).toHaveCount(0);
  await expect(devApi.call("lucky-bear", "/lucky_bear/draw_free_lottery", undefined, login)).rejects.toThrow(/No free draw left today/);
  expect(consoleErrors.list).toEqual([]);
});
