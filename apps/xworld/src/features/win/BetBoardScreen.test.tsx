import { bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, PLAYER_ID, renderFeature } from "../wallet/testing";
import { BetBoardScreen } from "./BetBoardScreen";
import { loadBetBoard } from "./load-bet-board";
import { placedBet, winBoard } from "./testing";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
beforeEach(() => router.refresh.mockClear());

vi.useFakeTimers({ toFake: ["Date"] });
const now = Math.floor(Date.now() / 1000);
const ROUND = 30_000_000;

function setup({ loggedIn = true, gameBalance = "10.00" }: { loggedIn?: boolean; gameBalance?: string } = {}) {
  let board = winBoard(now, { gameBalance: loggedIn ? gameBalance : null });
  return renderFeature(<BetBoardScreen locale="en-US" board="win" />, {
    loggedIn,
    answers: {
      [bitGameEndpoints.board.path]: () => board,
      [bitGameEndpoints.placeBet.path]: (input) => {
        const { option, amount } = input as { option: string; amount: string };
        const bet = placedBet({ option, amount });
        // The round ends while the bet is on its way: the next read shows the next round.
        board = winBoard(now, { roundId: ROUND + 1, gameBalance: "13.90" });
        return { bet, game_balance: "8.00" };
      },
      [bitGameEndpoints.roundResult.path]: () => ({
        round: { round_id: ROUND, starts_at: now - 10, locks_at: now + 40, ends_at: now + 50, status: "settled" },
        result: { round_id: ROUND, outcome: "dragon", draw: [12, 5], settled_at: now + 50 },
        my_bets: [placedBet({ status: "won", payout: "3.90", result: { round_id: ROUND, outcome: "dragon", draw: [12, 5], settled_at: now + 50 } })],
      }),
    },
  });
}

const amountField = () => screen.getByRole("textbox", { name: "Bet amount" });
const placeButton = () => screen.getByRole("button", { name: "Place bet" });

describe("BetBoardScreen", () => {
  it("shows guests the round, its countdown and the last results, and asks them to sign in to bet", async () => {
    setup({ loggedIn: false });
    const panel = await screen.findByTestId("round-panel");
    expect(panel.textContent).toContain(`Round ${ROUND}`);
    expect(within(panel).getByRole("timer", { name: "Bets close in" }).textContent).toBe("00:40");
    expect(within(screen.getByTestId("recent-results")).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Tiger", "Dragon"]);
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Place a bet" })).toBeNull();
  });

  it("checks the amount before sending anything", async () => {
    const { callsTo } = setup();
    fireEvent.change(await screen.findByRole("textbox", { name: "Bet amount" }), { target: { value: "0.05" } });
    fireEvent.click(placeButton());
    expect(await screen.findByText("The minimum is 0.10 USDT.")).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: "12" } });
    fireEvent.click(placeButton());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Your game balance is 10.00 USDT. Move money in");
    expect(within(alert).getByRole("link", { name: "Move money in" }).getAttribute("href")).toBe("/en-US/win/money");
    expect(callsTo(bitGameEndpoints.placeBet.path)).toEqual([]);
  });

  it("keeps a bet on its way when the form is edited meanwhile, and takes the next bet after its answer", async () => {
    let answer: ((value: unknown) => void) | undefined;
    const { callsTo } = renderFeature(<BetBoardScreen locale="en-US" board="win" />, {
      answers: {
        [bitGameEndpoints.board.path]: () => winBoard(now, { gameBalance: "10.00" }),
        [bitGameEndpoints.placeBet.path]: (input) => {
          const { option, amount } = input as { option: string; amount: string };
          if (callsTo(bitGameEndpoints.placeBet.path).length > 1) return { bet: placedBet({ option, amount }), game_balance: "7.00" };
          return new Promise((resolve) => void (answer = () => resolve({ bet: placedBet({ option, amount }), game_balance: "8.00" })));
        },
      },
    });
    fireEvent.click(await screen.findByRole("radio", { name: "Dragon ×1.95" }));
    fireEvent.change(amountField(), { target: { value: "2" } });
    fireEvent.submit(screen.getByRole("form", { name: "Place a bet" }));
    await waitFor(() => expect(answer).toBeDefined());
    fireEvent.change(amountField(), { target: { value: "1" } });
    await act(async () => answer?.(undefined));
    await waitFor(() => expect(amountField()).toHaveProperty("value", ""));
    fireEvent.change(amountField(), { target: { value: "1" } });
    fireEvent.submit(screen.getByRole("form", { name: "Place a bet" }));
    await waitFor(() => expect(callsTo(bitGameEndpoints.placeBet.path)).toHaveLength(2));
    expect(callsTo(bitGameEndpoints.placeBet.path).map((input) => (input as { amount: string }).amount)).toEqual(["2", "1"]);
  });

  it("places one bet however fast it is tapped, and shows the round's result once drawn", async () => {
    const { callsTo } = setup();
    fireEvent.click(await screen.findByRole("radio", { name: "Dragon ×1.95" }));
    fireEvent.click(screen.getByRole("button", { name: "1.00" }));
    fireEvent.change(amountField(), { target: { value: "2" } });
    expect(screen.getByTestId("bet-win").textContent).toBe("3.90 USDT");
    const form = screen.getByRole("form", { name: "Place a bet" });
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    const result = await screen.findByRole("status");
    expect(result.textContent).toContain("You won 3.90 USDT");
    expect(result.textContent).toContain(`Round ${ROUND}: Dragon won (Dragon Q · Tiger 5)`);
    expect(callsTo(bitGameEndpoints.placeBet.path)).toEqual([{ board: "win", round_id: ROUND, option: "dragon", amount: "2", idempotency_key: expect.stringMatching(/^[\w-]{8,64}$/) }]);
    await waitFor(() => expect(screen.getByTestId("game-balance").textContent).toBe("13.90 USDT"));
    expect(screen.getByRole("link", { name: "My bet history" }).getAttribute("href")).toBe("/en-US/win/history");
  });
});

describe("/win with the board the server read for the page", () => {
  const answers = { [bitGameEndpoints.board.path]: () => winBoard(now, { bets: [placedBet({ option: "tiger", amount: "5.00" })] }) };
  const serverFirst = async (userId: number | null = PLAYER_ID, reads: Answers = answers, at = now * 1000) => ({ userId, data: await loadBetBoard(fakeApi(reads).client, "win", userId, at) });

  it("reads the board as the player, and on inbet their first page of bets too", async () => {
    const server = fakeApi(answers);
    const first = await loadBetBoard(server.client, "win", PLAYER_ID, now * 1000);
    expect(server.callsTo(bitGameEndpoints.board.path)).toEqual([{ board: "win" }]);
    expect(server.callsTo(bitGameEndpoints.betHistory.path)).toEqual([]);
    expect(first).toMatchObject({ bets: null, readAtMs: now * 1000 });
    expect(first.board?.game_balance).toBe("10.00");
    const inbet = fakeApi({ ...answers, [bitGameEndpoints.betHistory.path]: () => ({ list: [], total: 0, page: 1, page_size: 20 }) });
    expect((await loadBetBoard(inbet.client, "inbet", PLAYER_ID, now * 1000)).bets).toMatchObject({ total: 0 });
    expect(inbet.callsTo(bitGameEndpoints.betHistory.path)).toEqual([{ board: "inbet", page: 1, page_size: 20 }]);
    const guest = fakeApi(answers);
    expect((await loadBetBoard(guest.client, "inbet", null, now * 1000)).bets).toBeNull();
    expect(guest.callsTo(bitGameEndpoints.betHistory.path)).toEqual([]);
  });

  it("has the round, the player's bets and game balance in its HTML with the form's skeleton, hydrates without asking again, then loads the form", async () => {
    const page = await hydrateFeature(<BetBoardScreen locale="en-US" board="win" first={await serverFirst()} />, { answers });
    expect(page.html).toContain(`Round ${ROUND}`);
    expect(page.html).toContain("Bets open");
    expect(page.html).toContain("Your bets this round");
    expect(page.html).toContain('aria-busy="true"');
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("game-balance").textContent).toBe("10.00 USDT");
    expect(await within(page.container).findByRole("button", { name: "Place bet" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(bitGameEndpoints.board.path)).toEqual([]);
    page.unmount();
  });

  it("shows the round's phase at the time of the server's read, and the form closed after the lock", async () => {
    // Read after bets closed (the lock is 40 s after `now`), on a round the server still answers as betting.
    const first = await serverFirst(PLAYER_ID, answers, (now + 45) * 1000);
    const page = await hydrateFeature(<BetBoardScreen locale="en-US" board="win" first={first} />, { answers });
    expect(page.html).toContain("Bets closed");
    expect(page.recoverable).toEqual([]);
    expect(await within(page.container).findByRole("button", { name: "Bets are closed for this round" })).toHaveProperty("disabled", true);
    page.unmount();
  });

  it("places one bet however fast it is tapped on the server-rendered board, and renders the page again on the server", async () => {
    const moving = {
      ...answers,
      [bitGameEndpoints.placeBet.path]: (input: unknown) => {
        const { option, amount } = input as { option: string; amount: string };
        return { bet: placedBet({ option, amount }), game_balance: "8.00" };
      },
    };
    const { callsTo } = renderFeature(<BetBoardScreen locale="en-US" board="win" first={await serverFirst()} />, { answers: moving });
    fireEvent.click(await screen.findByRole("radio", { name: "Dragon ×1.95" }));
    fireEvent.change(amountField(), { target: { value: "2" } });
    const form = screen.getByRole("form", { name: "Place a bet" });
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(callsTo(bitGameEndpoints.placeBet.path)).toEqual([{ board: "win", round_id: ROUND, option: "dragon", amount: "2", idempotency_key: expect.stringMatching(/^[\w-]{8,64}$/) }]);
    expect(callsTo(bitGameEndpoints.board.path)).toEqual([]);
  });

  it("renders the page again on the server every few seconds while it is open", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    try {
      renderFeature(<BetBoardScreen locale="en-US" board="win" first={await serverFirst()} />, { answers });
      act(() => void vi.advanceTimersByTime(5_000));
      expect(router.refresh).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(now * 1000);
    }
  });

  it("shows a guest the board from the server on inbet, with the sign-in prompt, and reads nothing", async () => {
    const inbet = { [bitGameEndpoints.board.path]: () => ({ ...winBoard(now, { gameBalance: null }), board: "inbet" as const }) };
    const first = { userId: null, data: await loadBetBoard(fakeApi(inbet).client, "inbet", null, now * 1000) };
    const page = await hydrateFeature(<BetBoardScreen locale="en-US" board="inbet" first={first} />, { answers: inbet, loggedIn: false });
    expect(page.html).toContain(`Round ${ROUND}`);
    expect(page.html).toContain("Bet on the next round");
    expect(page.recoverable).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(bitGameEndpoints.board.path)).toEqual([]);
    page.unmount();
  });

  it("lists a player's bets on inbet from the server's first page", async () => {
    const inbet = {
      [bitGameEndpoints.board.path]: () => ({ ...winBoard(now), board: "inbet" as const }),
      [bitGameEndpoints.betHistory.path]: () => ({ list: [placedBet({ board: "inbet", option: "big", amount: "3.00" })], total: 1, page: 1, page_size: 20 }),
    };
    const first = { userId: PLAYER_ID, data: await loadBetBoard(fakeApi(inbet).client, "inbet", PLAYER_ID, now * 1000) };
    const page = await hydrateFeature(<BetBoardScreen locale="en-US" board="inbet" first={first} />, { answers: inbet });
    expect(page.html).toContain('aria-label="My bets"');
    expect(page.recoverable).toEqual([]);
    expect(within(within(page.container).getByRole("list", { name: "My bets" })).getAllByRole("listitem")).toHaveLength(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(bitGameEndpoints.betHistory.path)).toEqual([]);
    page.unmount();
  });

  it("reads in the browser when the server's read failed, with a retry", async () => {
    let fail = true;
    const flaky = { [bitGameEndpoints.board.path]: () => (fail ? Promise.reject(new Error("down")) : winBoard(now)) };
    const first = await serverFirst(PLAYER_ID, flaky);
    expect(first.data.board).toBeNull();
    renderFeature(<BetBoardScreen locale="en-US" board="win" first={first} />, { answers: flaky });
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(screen.getByText("This board could not load.")).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(retry));
    await waitFor(() => expect(screen.getByTestId("game-balance").textContent).toBe("10.00 USDT"));
  });

  it("asks for the player's own board when the server read for another login", async () => {
    const theirs = { [bitGameEndpoints.board.path]: () => winBoard(now, { gameBalance: "9999.00" }) };
    const first = await serverFirst(PLAYER_ID + 1, theirs);
    const { callsTo } = renderFeature(<BetBoardScreen locale="en-US" board="win" first={first} />, { answers });
    await waitFor(() => expect(screen.getByTestId("game-balance").textContent).toBe("10.00 USDT"));
    expect(callsTo(bitGameEndpoints.board.path)).toEqual([{ board: "win" }]);
  });
});
