import { bitGameEndpoints, type PlacedBet } from "@repo/api-client/endpoints/bit-game";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, pageAnswer, plain, renderFeature } from "../wallet/testing";
import { BetHistoryScreen } from "./BetHistoryScreen";
import { loadBetHistory } from "./load-bet-history";
import { placedBet, winBoard } from "./testing";

vi.mock("server-only", () => ({}));

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const NOW = TEST_NOW / 1000;
const BOARD = bitGameEndpoints.board.path;
const BETS_PATH = bitGameEndpoints.betHistory.path;
/** 23 bets, newest first: bet n is `n.00 USDT` on the tiger in round 30000000 - n. */
const bets = (option = "tiger"): PlacedBet[] =>
  Array.from({ length: 23 }, (_, n) => placedBet({ bet_id: 100 - n, option, amount: `${n + 1}.00`, round_id: 30_000_000 - (n + 1) }));
const betPages = pageAnswer(bets());
const answers = {
  [BOARD]: () => winBoard(NOW),
  [BETS_PATH]: betPages,
};

const rows = (container: HTMLElement) => within(within(container).getByRole("list", { name: "My bets" })).getAllByRole("listitem");
const serverFirst = async (userId = PLAYER_ID, reads: Parameters<typeof fakeApi>[0] = answers) => ({ userId, data: await loadBetHistory(fakeApi(reads).client, "win") });

describe("/win/history with the reads the server made for the page", () => {
  it("reads the board (for its coin) and the first page of the player's bets, 20 a page", async () => {
    const server = fakeApi(answers);
    const first = await loadBetHistory(server.client, "win");
    expect(first.bets?.list).toHaveLength(20);
    expect(server.callsTo(BOARD)).toEqual([{ board: "win" }]);
    expect(server.callsTo(BETS_PATH)).toEqual([{ board: "win", page: 1, page_size: 20 }]);
    expect(await loadBetHistory(fakeApi({}).client, "win")).toEqual({ board: null, bets: null });
  });

  it("has the bets the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const first = await serverFirst();
    const page = await hydrateFeature(<BetHistoryScreen locale="en-US" board="win" first={first} />, { answers });
    expect(plain(page.html)).toContain("Tiger · 1.00 USDT<");
    expect(plain(page.html)).toContain("Tiger · 20.00 USDT<");
    expect(plain(page.html)).not.toContain("Tiger · 21.00 USDT<");
    expect(page.recoverable).toEqual([]);
    expect(rows(page.container)).toHaveLength(20);
    expect(within(page.container).getByText("20 of 23")).toBeTruthy();
    expect(within(page.container).getByRole("button", { name: "Show more" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(BOARD)).toEqual([]);
    expect(page.callsTo(BETS_PATH)).toEqual([]);
    page.unmount();
  });

  it("loads the next pages in the browser after the server's rows, keeping them as they are", async () => {
    let fail = true;
    const flaky = { ...answers, [BETS_PATH]: (input: unknown) => (fail ? Promise.reject(new Error("down")) : betPages(input)) };
    const { container, callsTo } = renderFeature(<BetHistoryScreen locale="en-US" board="win" first={await serverFirst()} />, { answers: flaky });
    const serverRow = rows(container)[0];

    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "The next page could not load.");
    expect(rows(container)).toHaveLength(20);

    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(rows(container)).toHaveLength(23));
    expect(rows(container)[0]).toBe(serverRow);
    expect(plain(rows(container)[22]?.textContent ?? "")).toContain("Tiger · 23.00 USDT");
    expect(callsTo(BETS_PATH)).toEqual([
      { board: "win", page: 2, page_size: 20 },
      { board: "win", page: 2, page_size: 20 },
    ]);
    expect(callsTo(BOARD)).toEqual([]);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("asks for the player's own bets when the server read for another login", async () => {
    const first = await serverFirst(PLAYER_ID + 1, { ...answers, [BETS_PATH]: pageAnswer(bets("dragon")) });
    const { container, callsTo } = renderFeature(<BetHistoryScreen locale="en-US" board="win" first={first} />, { answers });
    await waitFor(() => expect(rows(container)).toHaveLength(20));
    expect(within(container).getByText("Tiger · 1.00 USDT")).toBeTruthy();
    expect(within(container).queryByText(/^Dragon/)).toBeNull();
    expect(callsTo(BOARD)).toEqual([{ board: "win" }]);
    expect(callsTo(BETS_PATH)).toEqual([{ board: "win", page: 1, page_size: 20 }]);
  });

  it("reads in the browser when a server read failed, with a retry when the board does not load", async () => {
    let fail = true;
    const flaky = { ...answers, [BOARD]: () => (fail ? Promise.reject(new Error("down")) : winBoard(NOW)) };
    const first = await serverFirst(PLAYER_ID, { [BETS_PATH]: betPages });
    expect(first.data.board).toBeNull();
    const { container } = renderFeature(<BetHistoryScreen locale="en-US" board="win" first={first} />, { answers: flaky });
    expect(await screen.findByText("This history could not load.")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(rows(container)).toHaveLength(20));
    expect(within(container).getByText("Tiger · 1.00 USDT")).toBeTruthy();
  });

  it("says how to start when the player has no bets", async () => {
    const none = { ...answers, [BETS_PATH]: pageAnswer<PlacedBet>([]) };
    const page = await hydrateFeature(<BetHistoryScreen locale="en-US" board="win" first={await serverFirst(PLAYER_ID, none)} />, { answers: none });
    expect(page.html).toContain("No bets yet.");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).queryByRole("button", { name: "Show more" })).toBeNull();
    page.unmount();
  });

  it("asks a guest to sign in and reads nothing", async () => {
    const { container, callsTo } = renderFeature(<BetHistoryScreen locale="en-US" board="win" first={null} />, { answers, loggedIn: false });
    expect(await within(container).findByText("Bet on the next round")).toBeTruthy();
    expect(callsTo(BOARD)).toEqual([]);
    expect(callsTo(BETS_PATH)).toEqual([]);
  });
});
