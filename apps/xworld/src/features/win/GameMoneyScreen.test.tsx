import { bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { BusinessError, TimeoutError } from "@repo/api-client/errors";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, plain, renderFeature } from "../wallet/testing";
import { GameMoneyScreen } from "./GameMoneyScreen";
import { loadGameMoney } from "./load-game-money";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
beforeEach(() => router.refresh.mockClear());

function setup({ audit = false, fail }: { audit?: boolean; fail?: (attempt: number) => void } = {}) {
  let attempt = 0;
  let money = { board: "inbet" as const, coin_name: "XB", decimals: 2, game_balance: "500.00", wallet_balance: "1200.00", min_transfer: "100.00", transfers: [] as { transfer_id: number; direction: "in" | "out"; amount: string; time: number }[] };
  return renderFeature(<GameMoneyScreen locale="en-US" board="inbet" />, {
    audit,
    answers: {
      [bitGameEndpoints.money.path]: () => money,
      [bitGameEndpoints.transfer.path]: (input) => {
        attempt += 1;
        fail?.(attempt);
        const { direction, amount } = input as { direction: "in" | "out"; amount: string };
        const transfer = { transfer_id: 1, direction, amount: Number(amount).toFixed(2), time: 1_781_492_400 };
        money = { ...money, game_balance: "750.00", wallet_balance: "950.00", transfers: [transfer] };
        return { transfer, game_balance: money.game_balance, wallet_balance: money.wallet_balance };
      },
    },
  });
}

const field = () => screen.getByRole("textbox", { name: /Amount to move/ });

describe("GameMoneyScreen", () => {
  it("shows both balances and moves money in once, after the player confirms", async () => {
    const { callsTo, invalidated } = setup();
    expect((await screen.findByTestId("money-game")).textContent).toBe("500.00 XB");
    expect(screen.getByTestId("money-wallet").textContent).toBe("1,200.00 XB");
    fireEvent.change(field(), { target: { value: "250" } });
    fireEvent.click(screen.getByRole("button", { name: "Move in" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("250.00 XB leaves your wallet for your game balance.");
    const confirm = within(dialog).getByRole("button", { name: "Move 250.00 XB" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.getByTestId("money-game").textContent).toBe("750.00 XB"));
    expect(callsTo(bitGameEndpoints.transfer.path)).toEqual([{ board: "inbet", direction: "in", amount: "250", idempotency_key: expect.stringMatching(/^[\w-]{8,64}$/) }]);
    expect(invalidated()).toEqual(expect.arrayContaining([["api", "wallet"], ["api", "bit-game", bitGameEndpoints.money.path]]));
    expect(screen.getByRole("list", { name: "Last transfers" }).textContent).toContain("+250.00 XB");
  });

  it("opens the balance-lack dialog when the wallet cannot cover a move in, the audit warning in audit mode", async () => {
    const { callsTo, openDialog } = setup();
    fireEvent.change(await screen.findByRole("textbox", { name: "Amount to move in" }), { target: { value: "5000" } });
    fireEvent.click(screen.getByRole("button", { name: "Move in" }));
    expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "XB" } });
    expect(callsTo(bitGameEndpoints.transfer.path)).toEqual([]);
  });

  it("warns in the page in audit mode", async () => {
    setup({ audit: true });
    fireEvent.change(await screen.findByRole("textbox", { name: "Amount to move in" }), { target: { value: "5000" } });
    fireEvent.click(screen.getByRole("button", { name: "Move in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Not enough XB to continue.");
  });

  it("checks a move out against the game balance, the minimum and the coin's decimals", async () => {
    const { callsTo } = setup();
    fireEvent.click(await screen.findByRole("tab", { name: "Move out" }));
    fireEvent.change(field(), { target: { value: "600" } });
    fireEvent.click(screen.getByRole("button", { name: "Move out" }));
    expect(await screen.findByText("That is more than your balance of 500.00 XB.")).toBeTruthy();
    fireEvent.change(field(), { target: { value: "50" } });
    expect(await screen.findByText("The minimum is 100.00 XB.")).toBeTruthy();
    fireEvent.change(field(), { target: { value: "100.005" } });
    expect(await screen.findByText("XB has at most 2 digits after the point.")).toBeTruthy();
    expect(callsTo(bitGameEndpoints.transfer.path)).toEqual([]);
  });

  it("keeps the attempt's key for the retry after a timeout, and a new confirmed attempt gets a new one", async () => {
    const request = { service: "bit-game", method: "POST", path: bitGameEndpoints.transfer.path, url: "" } as const;
    const { callsTo, invalidated } = setup({
      fail: (attempt) => {
        if (attempt === 1) throw new TimeoutError(request, 15_000);
        if (attempt === 2) throw new BusinessError(request, 2003, "The game is settling a round, try again");
      },
    });
    const moveIn = async (amount: string) => {
      fireEvent.change(await screen.findByRole("textbox", { name: "Amount to move in" }), { target: { value: amount } });
      fireEvent.click(screen.getByRole("button", { name: "Move in" }));
      fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: `Move ${Number(amount).toFixed(2)} XB` }));
    };
    await moveIn("250");
    expect((await screen.findByRole("alert")).textContent).toBe("The server took too long to answer. Try again.");
    // The outcome is unknown: both balances are read again before the player can retry.
    expect(invalidated()).toEqual(expect.arrayContaining([["api", "wallet"], ["api", "bit-game", bitGameEndpoints.money.path]]));
    await moveIn("250");
    expect((await screen.findByRole("alert")).textContent).toBe("The game is settling a round, try again");
    await moveIn("250");
    await waitFor(() => expect(screen.getByTestId("money-game").textContent).toBe("750.00 XB"));
    await moveIn("250");
    await waitFor(() => expect(callsTo(bitGameEndpoints.transfer.path)).toHaveLength(4));

    const keys = callsTo(bitGameEndpoints.transfer.path).map((input) => (input as { idempotency_key: string }).idempotency_key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
    expect(new Set(keys).size).toBe(3);
  });
});

describe("/win/money with the read the server made for the page", () => {
  const winMoney = (gameBalance: string) => ({
    board: "win" as const,
    coin_name: "USDT",
    decimals: 6,
    game_balance: gameBalance,
    wallet_balance: "125.50",
    min_transfer: "1.00",
    transfers: [{ transfer_id: 7, direction: "in" as const, amount: "20.00", time: 1_781_492_400 }],
  });
  const answers = { [bitGameEndpoints.money.path]: () => winMoney("20.00") };

  it("reads the player's money on the board", async () => {
    const server = fakeApi(answers);
    const first = await loadGameMoney(server.client, "win");
    expect(server.callsTo(bitGameEndpoints.money.path)).toEqual([{ board: "win" }]);
    expect(first.money?.game_balance).toBe("20.00");
  });

  it("has the balances and last transfers the server read for the signed-in player in its HTML with the transfer's skeleton, hydrates without asking again, then loads the transfer", async () => {
    const first = { userId: PLAYER_ID, data: await loadGameMoney(fakeApi(answers).client, "win") };
    const page = await hydrateFeature(<GameMoneyScreen locale="en-US" board="win" first={first} />, { answers });
    expect(plain(page.html)).toContain("125.50 USDT");
    expect(plain(page.html)).toContain("+20.00 USDT");
    expect(page.html).toContain('aria-busy="true"');
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("money-game").textContent).toBe("20.00 USDT");
    expect(await within(page.container).findByRole("textbox", { name: "Amount to move in" })).toBeTruthy();
    expect(plain(within(page.container).getByText(/In your wallet:/).textContent)).toContain("125.50 USDT");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(bitGameEndpoints.money.path)).toEqual([]);
    page.unmount();
  });

  it("moves money once on the server-rendered page and renders the page again on the server; a timeout renders it again too and keeps the attempt's key", async () => {
    const request = { service: "bit-game", method: "POST", path: bitGameEndpoints.transfer.path, url: "" } as const;
    let attempt = 0;
    const moving = {
      ...answers,
      [bitGameEndpoints.transfer.path]: (input: unknown) => {
        attempt += 1;
        if (attempt === 1) throw new TimeoutError(request, 15_000);
        const { direction, amount } = input as { direction: "in" | "out"; amount: string };
        return { transfer: { transfer_id: 8, direction, amount: Number(amount).toFixed(2), time: 1_781_492_400 }, game_balance: "30.00", wallet_balance: "115.50" };
      },
    };
    const first = { userId: PLAYER_ID, data: await loadGameMoney(fakeApi(answers).client, "win") };
    const { callsTo, toasts } = renderFeature(<GameMoneyScreen locale="en-US" board="win" first={first} />, { answers: moving });
    const moveIn = async () => {
      fireEvent.change(await screen.findByRole("textbox", { name: "Amount to move in" }), { target: { value: "10" } });
      fireEvent.click(screen.getByRole("button", { name: "Move in" }));
      const confirm = within(await screen.findByRole("dialog")).getByRole("button", { name: "Move 10.00 USDT" });
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    };
    await moveIn();
    expect((await screen.findByRole("alert")).textContent).toBe("The server took too long to answer. Try again.");
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    await moveIn();
    await waitFor(() => expect(toasts.getSnapshot().map((toast) => [toast.tone, toast.message])).toEqual([["success", "10.00 USDT moved into the game."]]));
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(2));
    const keys = callsTo(bitGameEndpoints.transfer.path).map((input) => (input as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(callsTo(bitGameEndpoints.money.path)).toEqual([]);
  });

  it("reads in the browser when the server's read failed, with a retry", async () => {
    let fail = true;
    const flaky = { [bitGameEndpoints.money.path]: () => (fail ? Promise.reject(new Error("down")) : winMoney("20.00")) };
    const first = { userId: PLAYER_ID, data: await loadGameMoney(fakeApi(flaky).client, "win") };
    expect(first.data.money).toBeNull();
    renderFeature(<GameMoneyScreen locale="en-US" board="win" first={first} />, { answers: flaky });
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(screen.getByText("Your game balance could not load.")).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(retry));
    await waitFor(() => expect(screen.getByTestId("money-game").textContent).toBe("20.00 USDT"));
  });

  it("asks a guest to sign in and reads no money", async () => {
    const { callsTo } = renderFeature(<GameMoneyScreen locale="en-US" board="inbet" first={null} />, { answers, loggedIn: false });
    expect(await screen.findByText("Your game balance")).toBeTruthy();
    expect(callsTo(bitGameEndpoints.money.path)).toEqual([]);
  });

  it("asks for the player's own money when the server read for another login", async () => {
    const theirs = { [bitGameEndpoints.money.path]: () => winMoney("9999.00") };
    const first = { userId: PLAYER_ID + 1, data: await loadGameMoney(fakeApi(theirs).client, "win") };
    const { callsTo } = renderFeature(<GameMoneyScreen locale="en-US" board="win" first={first} />, { answers });
    await waitFor(() => expect(screen.getByTestId("money-game").textContent).toBe("20.00 USDT"));
    expect(screen.queryByText(/9,999\.00/)).toBeNull();
    expect(callsTo(bitGameEndpoints.money.path)).toEqual([{ board: "win" }]);
  });
});
