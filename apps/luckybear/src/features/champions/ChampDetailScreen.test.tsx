import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, renderFeature } from "../pay/testing";
import { ChampDetailScreen } from "./ChampDetailScreen";
import { loadChampDetail } from "./load-champ-detail";

vi.mock("server-only", () => ({}));

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

/** Championship 1 (running or ended) where the player scored 120.00, ranked `myRank`. */
function champBackend(status: "ended" | "running", myRank: number | null = 15): Answers {
  const received = new Set<number>();
  return {
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
  };
}

function setup(status: "ended" | "running", myRank: number | null = 15) {
  return renderFeature(<ChampDetailScreen locale="en-US" champId={1} />, { answers: champBackend(status, myRank) });
}

const READS = ["/lucky_bear/champ/detail", "/lucky_bear/champ/billboard"];

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

  it("is in the server's HTML for the signed-in player and hydrates without asking again", async () => {
    const answers = champBackend("running");
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadChampDetail(server.client, 1) };
    expect(READS.map(server.callsTo)).toEqual([[{ champ_id: 1 }], [{ champ_id: 1 }]]);
    const page = await hydrateFeature(<ChampDetailScreen locale="en-US" champId={1} first={first} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("Slots sprint");
    expect(page.html).toContain("player_12");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("champ-me").textContent).toBe("Your score: 120.00 · rank 15");
    expect(READS.map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("asks again when the server read for another login", async () => {
    const answers = champBackend("running");
    const other = { userId: PLAYER_ID + 1, data: { detail: null, board: { list: [], my_rank: null } } };
    const { callsTo } = renderFeature(<ChampDetailScreen locale="en-US" champId={1} first={other} />, { answers });
    expect(await screen.findByRole("group", { name: "Your rank" })).toBeTruthy();
    expect(READS.map(callsTo)).toEqual([[{ champ_id: 1 }], [{ champ_id: 1 }]]);
  });
});
