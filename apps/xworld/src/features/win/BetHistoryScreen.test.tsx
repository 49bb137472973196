import { bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, plain, renderFeature } from "../wallet/testing";
import { BetHistoryScreen } from "./BetHistoryScreen";
import { loadBetHistory } from "./load-bet-history";
import { placedBet, winBoard } from "./testing";

vi.mock("server-only", () => ({}));

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const NOW = TEST_NOW / 1000;
const BETS = [placedBet({ bet_id: 2, option: "tiger", amount: "5.00" }), placedBet({ bet_id: 1, round_id: 29_999_999 })];
const page = (list: typeof BETS) => ({ list, page: 1, page_size: 20, total: list.length });
const answers = {
  [bitGameEndpoints.board.path]: () => winBoard(NOW),
  [bitGameEndpoints.betHistory.path]: () => page(BETS),
};

describe("/win/history", () => {
  it("lists the player's bets in the board's coin", async () => {
    const { callsTo } = renderFeature(<BetHistoryScreen locale="en-US" board="win" />, { answers });
    expect(await screen.findByText("Tiger · 5.00 USDT")).toBeTruthy();
    expect(callsTo(bitGameEndpoints.board.path)).toEqual([{ board: "win" }]);
    expect(callsTo(bitGameEndpoints.betHistory.path)).toEqual([{ board: "win", page: 1, page_size: 20 }]);
  });

  it("has the bets the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadBetHistory(server.client, "win") };
    expect(server.callsTo(bitGameEndpoints.board.path)).toEqual([{ board: "win" }]);
    expect(server.callsTo(bitGameEndpoints.betHistory.path)).toEqual([{ board: "win", page: 1, page_size: 20 }]);
    const hydrated = await hydrateFeature(<BetHistoryScreen locale="en-US" board="win" first={first} />, { answers });
    expect(plain(hydrated.html)).toContain("Tiger · 5.00 USDT");
    expect(hydrated.recoverable).toEqual([]);
    expect(within(hydrated.container).getByText("Tiger · 5.00 USDT")).toBeTruthy();
    expect(hydrated.callsTo(bitGameEndpoints.board.path)).toEqual([]);
    expect(hydrated.callsTo(bitGameEndpoints.betHistory.path)).toEqual([]);
    hydrated.unmount();
  });

  it("asks for the player's own bets when the server read for another login", async () => {
    const theirs = { ...answers, [bitGameEndpoints.betHistory.path]: () => page([placedBet({ bet_id: 9, amount: "77.00" })]) };
    const first = { userId: PLAYER_ID + 1, data: await loadBetHistory(fakeApi(theirs).client, "win") };
    const { callsTo } = renderFeature(<BetHistoryScreen locale="en-US" board="win" first={first} />, { answers });
    expect(await screen.findByText("Tiger · 5.00 USDT")).toBeTruthy();
    expect(screen.queryByText(/77\.00/)).toBeNull();
    expect(callsTo(bitGameEndpoints.betHistory.path)).toEqual([{ board: "win", page: 1, page_size: 20 }]);
  });
});
