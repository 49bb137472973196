import { fireEvent, screen, waitFor } from "@testing-library/react";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderFeature } from "../pay/testing";
import { ChampDetailScreen } from "./ChampDetailScreen";

const NOW = TEST_NOW / 1000;
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const BOARD = Array.from({ length: 12 }, (_, index) => ({
  rank: index + 1,
  user_id: 200 + index,
  username: `player_${index + 1}`,
  avatar: "",
  score: `${1000 - index * 10}.00`,
  reward: "10.00",
}));

function setup(status: "ended" | "running", myRank: number | null = 15) {
  const received = new Set<number>();
  return renderFeature(<ChampDetailScreen locale="en-US" champId={1} />, {
    answers: {
      "/lucky_bear/champ/detail": () => ({
        champ_id: 1,
        title: "Slots sprint",
        status,
        start_at: NOW - 86_400,
        end_at: status === "ended" ? NOW - 3_600 : NOW + 3_600,
        prize_pool: "5000.00",
        coin_name: "LB-USDT",
        rules: ["Score = total bet"],
        game_ids: [101],
        my_score: "120.00",
        my_rank: myRank,
        my_reward: myRank === null ? null : { amount: "15.00", coin_name: "LB-USDT", received: received.has(1) },
      }),
      "/lucky_bear/champ/billboard": () => ({ list: BOARD, my_rank: myRank }),
      "/lucky_bear/champ/receive_reward": () => {
        if (received.has(1)) throw new Error("already received");
        received.add(1);
        return { amount: "15.00", coin_name: "LB-USDT" };
      },
    },
  });
}

describe("ChampDetailScreen", () => {
  it("pins the player's own rank under the billboard", async () => {
    setup("running");
    const own = await screen.findByRole("group", { name: "Your rank" });
    expect(own.textContent).toBe("15dev_player120.00");
    expect(screen.getByRole("timer", { name: "Ends in" }).textContent).toBe("01:00:00");
  });

  it("receives an ended championship's reward once", async () => {
    const { callsTo } = setup("ended");
    const button = await screen.findByRole("button", { name: "Receive reward" });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByText("Received")).toBeTruthy());
    expect(callsTo("/lucky_bear/champ/receive_reward")).toEqual([{ champ_id: 1 }]);
    expect(screen.queryByRole("button", { name: "Receive reward" })).toBeNull();
  });

  it("offers no receive button while the championship runs", async () => {
    const { callsTo } = setup("running");
    expect(await screen.findByText("You can receive it once the championship has ended.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Receive reward" })).toBeNull();
    expect(callsTo("/lucky_bear/champ/receive_reward")).toHaveLength(0);
  });
});
