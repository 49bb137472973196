// The rewards screens inside Telegram: the mini app's own player (signed in by init data) spins until no
// spin is left, the balance moving by each prize, and draws the free lottery once. The seeded player
// (VIP 3, first in the ended "championship 1"), whose Telegram account is linked, receives the VIP 3
// reward once (a level not reached offers none, a second receive is refused) and the championship's
// reward once (a second receive is refused).
import { expect, test } from "@repo/playwright-config/fixtures";
import { drawFreeLotteryOnce, receiveChampRewardOnce, receiveVipRewardOnce, spinUntilNoneLeft } from "../journeys";
import { linkTelegram, openAsMiniApp } from "./mini-app";

test.use({ reducedMotion: "reduce" });

test("in Telegram a spin pays the prize until no spin is left", async ({ page, devApi, consoleErrors }) => {
  const login = await openAsMiniApp(page, devApi, "/en-US/luckybear/spin");
  await spinUntilNoneLeft(page, devApi, login);
  expect(consoleErrors.list).toEqual([]);
});

test("in Telegram the free lottery draws once, then refuses a second draw", async ({ page, devApi, consoleErrors }) => {
  const login = await openAsMiniApp(page, devApi, "/en-US/luckybear/lottery");
  await drawFreeLotteryOnce(page, devApi, login);
  expect(consoleErrors.list).toEqual([]);
});

test("in Telegram a reached VIP level's reward is received once; a level not reached offers none", async ({ page, devApi, consoleErrors }) => {
  const seeded = await linkTelegram(devApi);
  const login = await openAsMiniApp(page, devApi, "/en-US/luckybear/vip");
  expect(login.user_id).toBe(seeded.user_id);
  await receiveVipRewardOnce(page, devApi, login);
  expect(consoleErrors.list).toEqual([]);
});

test("in Telegram an ended championship's reward is received once, from the rewards hub", async ({ page, devApi, consoleErrors }) => {
  const seeded = await linkTelegram(devApi);
  const login = await openAsMiniApp(page, devApi, "/en-US/luckybear/rewards");
  expect(login.user_id).toBe(seeded.user_id);
  await receiveChampRewardOnce(page, devApi, login);
  expect(consoleErrors.list).toEqual([]);
});
