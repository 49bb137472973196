import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderFeature } from "../pay/testing";
import { PrizesScreen } from "./PrizesScreen";

const NOW = TEST_NOW / 1000;
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const PRIZES = [
  { prize_id: 1, name: "Bronze", required_bet: "100.00", reward: { amount: "2.00", coin_name: "LB-USDT" } },
  { prize_id: 2, name: "Gold", required_bet: "1000.00", reward: { amount: "30.00", coin_name: "LB-USDT" } },
];

function setup() {
  const received = new Set<number>();
  return renderFeature(<PrizesScreen locale="en-US" />, {
    answers: {
      "/lucky_bear/rt_prize_conf": () => ({
        period_end: NOW + 3_600,
        my_bet: "250.00",
        prizes: PRIZES.map((prize) => ({ ...prize, receivable: Number(prize.required_bet) <= 250 && !received.has(prize.prize_id), received: received.has(prize.prize_id) })),
      }),
      "/lucky_bear/rt_prize_receive": (input) => {
        const { prize_id } = input as { prize_id: number };
        if (received.has(prize_id)) throw new Error("already received");
        received.add(prize_id);
        return PRIZES[0]?.reward;
      },
      "/lucky_bear/rt_prize_billboard": () => ({ list: [{ username: "ali***", prize_name: "Gold", amount: "30.00", time: NOW - 60 }] }),
      "/lucky_bear/bet_ranking_list": () => ({ list: [{ rank: 1, user_id: 5, username: "top", avatar: "", bet_amount: "9000.00" }], my_rank: 40 }),
    },
  });
}

describe("PrizesScreen", () => {
  it("shows progress toward each threshold and receives a reached prize once", async () => {
    const { callsTo } = setup();
    const gold = await screen.findByTestId("rt-prize-2");
    expect(within(gold).getByRole("progressbar").getAttribute("aria-valuetext")).toBe("250.00 / 1,000.00");
    expect(within(gold).getByText("Not reached")).toBeTruthy();
    const receive = screen.getByRole("button", { name: "Receive Bronze" });
    fireEvent.click(receive);
    fireEvent.click(receive);
    await waitFor(() => expect(within(screen.getByTestId("rt-prize-1")).getByText("Received")).toBeTruthy());
    expect(callsTo("/lucky_bear/rt_prize_receive")).toEqual([{ prize_id: 1 }]);
  });

  it("shows the winners and pins the player's rank", async () => {
    setup();
    expect(await screen.findByText("ali*** won Gold: 30.00")).toBeTruthy();
    expect((await screen.findByRole("group", { name: "Your rank" })).textContent).toBe("40dev_player");
  });
});
