import { screen, waitFor, within } from "@testing-library/react";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, renderFeature } from "../pay/testing";
import { loadRewards } from "./load-rewards";
import { RewardsScreen } from "./RewardsScreen";

vi.mock("server-only", () => ({}));

const NOW = TEST_NOW / 1000;
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const READS = ["/lucky_bear/lucky_spin_conf", "/lucky_bear/free_lottery_chance", "/lucky_bear/rt_prize_conf", "/lucky_bear/champ/list", "/lucky_bear/vip_profile"];

const answers: Answers = {
  "/lucky_bear/lucky_spin_conf": () => ({ chances: 2, prizes: [] }),
  "/lucky_bear/free_lottery_chance": () => ({ chances: 0, next_free_at: NOW + 600 }),
  "/lucky_bear/rt_prize_conf": () => ({
    period_end: NOW + 3_600,
    my_bet: "250.00",
    prizes: [{ prize_id: 1, name: "Bronze", required_bet: "100.00", reward: { amount: "2.00", coin_name: "LB-USDT" }, receivable: true, received: false }],
  }),
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
};

describe("RewardsScreen", () => {
  it("links every rewards screen with the player's state there", async () => {
    renderFeature(<RewardsScreen locale="en-US" />, {
      answers: {
        ...answers,
        "/lucky_bear/rt_prize_conf": () => {
          throw new Error("down");
        },
      },
    });
    // The hub shows at once with its lines loading; the browser's reads then fill it in.
    await screen.findByText("Spins left: 2");
    const spin = screen.getByTestId("rewards-spin");
    expect(spin.getAttribute("href")).toBe("/en-US/luckybear/spin");
    expect(await within(spin).findByText("Spins left: 2")).toBeTruthy();
    expect(await within(screen.getByTestId("rewards-lottery")).findByText("Already drawn today")).toBeTruthy();
    expect(await within(screen.getByTestId("rewards-prizes")).findByText("Could not load your status")).toBeTruthy();
    expect(await within(screen.getByTestId("rewards-champions")).findByText("Running now: 1")).toBeTruthy();
    expect(await within(screen.getByTestId("rewards-vip")).findByText("VIP 3 · rewards to receive: 2")).toBeTruthy();
    expect(screen.getByTestId("rewards-vip").getAttribute("href")).toBe("/en-US/luckybear/vip");
  });

  it("is in the server's HTML for the signed-in player and hydrates without asking again", async () => {
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadRewards(server.client) };
    expect(READS.map(server.callsTo)).toEqual([[{}], [{}], [{}], [{}], [{}]]);
    const page = await hydrateFeature(<RewardsScreen locale="en-US" first={first} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("Spins left: 2");
    expect(page.html).toContain("Prizes to receive: 1");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("rewards-vip").textContent).toContain("VIP 3 · rewards to receive: 2");
    expect(READS.map(page.callsTo)).toEqual([[], [], [], [], []]);
    page.unmount();
  });

  it("asks again when the server read for another login", async () => {
    const server = fakeApi({ ...answers, "/lucky_bear/lucky_spin_conf": () => ({ chances: 9, prizes: [] }) });
    const other = { userId: PLAYER_ID + 1, data: await loadRewards(server.client) };
    const { callsTo } = renderFeature(<RewardsScreen locale="en-US" first={other} />, { answers });
    await waitFor(() => expect(within(screen.getByTestId("rewards-spin")).getByText("Spins left: 2")).toBeTruthy());
    expect(callsTo("/lucky_bear/lucky_spin_conf")).toEqual([{}]);
  });

  it("reads every state in the browser when one of the server's reads failed", async () => {
    const server = fakeApi({ ...answers, "/lucky_bear/vip_profile": () => Promise.reject(new Error("down")) });
    const first = { userId: PLAYER_ID, data: await loadRewards(server.client) };
    const { callsTo } = renderFeature(<RewardsScreen locale="en-US" first={first} />, { answers });
    await waitFor(() => expect(within(screen.getByTestId("rewards-vip")).getByText("VIP 3 · rewards to receive: 2")).toBeTruthy());
    expect(READS.map(callsTo)).toEqual([[{}], [{}], [{}], [{}], [{}]]);
  });
});
