import { screen, within } from "@testing-library/react";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderFeature } from "../pay/testing";
import { RewardsScreen } from "./RewardsScreen";

const NOW = TEST_NOW / 1000;
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

describe("RewardsScreen", () => {
  it("links every rewards screen with the player's state there", async () => {
    renderFeature(<RewardsScreen locale="en-US" />, {
      answers: {
        "/lucky_bear/lucky_spin_conf": () => ({ chances: 2, prizes: [] }),
        "/lucky_bear/free_lottery_chance": () => ({ chances: 0, next_free_at: NOW + 600 }),
        "/lucky_bear/rt_prize_conf": () => {
          throw new Error("down");
        },
        "/lucky_bear/champ/list": () => ({
          list: [
            { champ_id: 1, title: "A", status: "running", start_at: NOW - 10, end_at: NOW + 10, prize_pool: "1", coin_name: "LB-USDT" },
            { champ_id: 2, title: "B", status: "ended", start_at: NOW - 20, end_at: NOW - 10, prize_pool: "1", coin_name: "LB-USDT" },
          ],
        }),
        "/lucky_bear/vip_profile": () => ({
          vip_level: 3,
          icon: "",
          total_bet: "650.00",
          next_level_bet: "800.00",
          rewards: [1, 2, 3, 4].map((level) => ({ level, reward: { amount: "1.00", coin_name: "LB-USDT" }, receivable: level <= 2, received: level === 3 })),
        }),
      },
    });
    const spin = await screen.findByTestId("rewards-spin");
    expect(spin.getAttribute("href")).toBe("/en-US/luckybear/spin");
    expect(await within(spin).findByText("Spins left: 2")).toBeTruthy();
    expect(await within(screen.getByTestId("rewards-lottery")).findByText("Already drawn today")).toBeTruthy();
    expect(await within(screen.getByTestId("rewards-prizes")).findByText("Could not load your status")).toBeTruthy();
    expect(await within(screen.getByTestId("rewards-champions")).findByText("Running now: 1")).toBeTruthy();
    expect(await within(screen.getByTestId("rewards-vip")).findByText("VIP 3 · rewards to receive: 2")).toBeTruthy();
    expect(screen.getByTestId("rewards-vip").getAttribute("href")).toBe("/en-US/luckybear/vip");
  });
});
