import { bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { BetBoardScreen } from "./BetBoardScreen";
import { loadBetBoard } from "./load-bet-board";
import { placedBet, winBoard } from "./testing";

vi.mock("server-only", () => ({}));

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

  it("reads the board as the player", async () => {
    const server = fakeApi(answers);
    const first = await loadBetBoard(server.client, "win");
    expect(server.callsTo(bitGameEndpoints.board.path)).toEqual([{ board: "win" }]);
    expect(first.board?.game_balance).toBe("10.00");
  });

  it("has the round, the player's bets and game balance in its HTML and hydrates without asking again", async () => {
    const first = { userId: PLAYER_ID, data: await loadBetBoard(fakeApi(answers).client, "win") };
    const page = await hydrateFeature(<BetBoardScreen locale="en-US" board="win" first={first} />, { answers });
    expect(page.html).toContain(`Round ${ROUND}`);
    expect(page.html).toContain("Your bets this round");
    expect(page.html).toContain("Place bet");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("game-balance").textContent).toBe("10.00 USDT");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(bitGameEndpoints.board.path)).toEqual([]);
    page.unmount();
  });

  it("shows the round as the server answered it until hydrated, then by the clock", async () => {
    const first = { userId: PLAYER_ID, data: await loadBetBoard(fakeApi(answers).client, "win") };
    // The page hydrates after bets closed (the lock is 40 s after `now`), on a round the server read as betting.
    vi.setSystemTime((now + 45) * 1000);
    try {
      const page = await hydrateFeature(<BetBoardScreen locale="en-US" board="win" first={first} />, { answers });
      expect(page.html).toContain("Bets open");
      expect(page.recoverable).toEqual([]);
      expect(within(page.container).getByTestId("round-panel").textContent).toContain("Bets closed");
      page.unmount();
    } finally {
      vi.setSystemTime(now * 1000);
    }
  });

  it("asks for the player's own board when the server read for another login", async () => {
    const theirs = { [bitGameEndpoints.board.path]: () => winBoard(now, { gameBalance: "9999.00" }) };
    const first = { userId: PLAYER_ID + 1, data: await loadBetBoard(fakeApi(theirs).client, "win") };
    const { callsTo } = renderFeature(<BetBoardScreen locale="en-US" board="win" first={first} />, { answers });
    await waitFor(() => expect(screen.getByTestId("game-balance").textContent).toBe("10.00 USDT"));
    expect(callsTo(bitGameEndpoints.board.path)).toEqual([{ board: "win" }]);
  });
});
