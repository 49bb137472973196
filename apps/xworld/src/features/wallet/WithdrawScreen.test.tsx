import { BusinessError, TimeoutError } from "@repo/api-client/errors";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { coinAtom } from "@repo/session/stores/session";
import { loadWithdraw, type WithdrawFirst } from "./load-withdraw";
import { type Answers, PLAYER_ID, plain, renderFeature, walletReads } from "./testing";
import { WithdrawScreen } from "./WithdrawScreen";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
beforeEach(() => router.refresh.mockClear());

/** One idempotency key per confirmed attempt (@repo/api-client/attempt-key). */
const ATTEMPT_KEY = expect.stringMatching(/^[0-9a-f]{32}$/);

const OWN = "0x8f3a000000000000000000000000000000001234";
const OTHER_BSC = "0x52908400098527886E0F7030069857D2E4169EE7";
const request = (path: string) => ({ service: "wallet", method: "POST", path, url: "" }) as const;

/** The dev API's fee: 1 % of the amount, at least 0.1. */
function feeOf(amount: string) {
  const fee = Math.max(Number(amount) / 100, 0.1);
  return { fee: fee.toFixed(2), amount_received: Math.max(Number(amount) - fee, 0).toFixed(2) };
}

function setup({ coin = "USDT", chain = "TRON", answers = {}, first }: { coin?: string | null; chain?: string | null; answers?: Answers; first?: PlayerFirst<WithdrawFirst> } = {}) {
  return renderFeature(<WithdrawScreen locale="en-US" coin={coin} chain={chain} first={first} />, {
    answers: {
      ...walletReads(),
      "/wallet/transfer_from_offchain_to_onchain_fee": (input) => {
        const { coin_name, amount } = input as { coin_name: string; amount: string };
        return { coin_name, ...feeOf(amount) };
      },
      "/wallet/transfer_from_offchain_to_onchain": (input) => {
        const { amount } = input as { amount: string };
        return { order_id: "T-000001", status: "success", ...feeOf(amount) };
      },
      "/wallet/onchain_transfer": () => ({ tx_hash: `0x${"a".repeat(64)}`, status: "success" }),
      ...answers,
    },
  });
}

// The fee is asked for once typing pauses (300 ms).
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

async function typeAmount(value: string) {
  fireEvent.change(await screen.findByLabelText(/^Amount of/), { target: { value } });
  await act(() => vi.advanceTimersByTimeAsync(400));
}
const review = () => fireEvent.click(screen.getByRole("button", { name: "Review withdrawal" }));

describe("/user/withdraw", () => {
  it("sends to the player's own address on the chosen chain and shows the fee before anything is confirmed", async () => {
    const { callsTo } = setup();
    expect(await screen.findByRole("radio", { name: "Tron (TRC20)" })).toHaveProperty("checked", true);
    expect(screen.getByTestId("withdraw-own-address").textContent).toBe(OWN);
    await typeAmount("10");
    await waitFor(() => expect(plain(screen.getByTestId("withdraw-fee").textContent)).toBe("0.10 USDT"));
    expect(plain(screen.getByTestId("withdraw-received").textContent)).toBe("9.90 USDT");
    expect(callsTo("/wallet/transfer_from_offchain_to_onchain_fee")).toEqual([{ coin_name: "USDT", amount: "10", chain: "TRON" }]);
    expect(callsTo("/wallet/transfer_from_offchain_to_onchain")).toEqual([]);
  });

  it("offers only the coin's chains and the Solana address on Solana", async () => {
    setup({ coin: "HAPPY", chain: null });
    const chains = await screen.findByRole("group", { name: "Chain" });
    expect(within(chains).getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual(["Solana"]);
    expect(screen.getByTestId("withdraw-own-address").textContent).toBe("So1anaAddre55Dev111111111111111111111111111");
    expect(screen.queryByRole("option", { name: "XB" })).toBeNull();
  });

  it.each([
    ["200", "That is more than your balance of 125.50 USDT."],
    ["0.05", "The amount must be more than the network fee of 0.10 USDT."],
    ["1.0000001", "USDT has at most 6 digits after the point."],
  ])("refuses %s and sends nothing", async (amount, message) => {
    const { callsTo } = setup();
    await typeAmount(amount);
    review();
    expect(plain((await screen.findByRole("alert")).textContent)).toBe(message);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo("/wallet/transfer_from_offchain_to_onchain")).toEqual([]);
  });

  it("confirms once, withdraws once, and shows the result with its place in the orders", async () => {
    const { callsTo, invalidated } = setup();
    await typeAmount("10");
    await waitFor(() => expect(plain(screen.getByTestId("withdraw-fee").textContent)).toBe("0.10 USDT"));
    review();
    const dialog = await screen.findByRole("dialog", { name: "Confirm the withdrawal" });
    expect(plain(dialog.textContent)).toContain(`10.00 USDT leave your wallet. After the network fee of 0.10 USDT, 9.90 USDT arrive at ${OWN} on Tron (TRC20).`);
    const confirm = within(dialog).getByRole("button", { name: "Confirm withdrawal" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole("heading", { name: "Withdrawal sent" })).toBeTruthy();
    expect(callsTo("/wallet/transfer_from_offchain_to_onchain")).toEqual([{ coin_name: "USDT", amount: "10", chain: "TRON", idempotency_key: ATTEMPT_KEY }]);
    expect(callsTo("/wallet/onchain_transfer")).toEqual([]);
    expect(screen.getByText("Order T-000001")).toBeTruthy();
    expect(plain(screen.getByTestId("withdraw-done-fee").textContent)).toBe("0.10 USDT");
    expect(screen.getByRole("link", { name: "See it in my orders" }).getAttribute("href")).toBe("/en-US/user/orders");
    expect(invalidated()).toContainEqual(["api", "wallet"]);
  });

  it("checks another address against the chain's format, then sends what arrived on to it", async () => {
    const { callsTo } = setup({ coin: "USDT", chain: "BSC" });
    fireEvent.click(await screen.findByRole("radio", { name: "Another address" }));
    fireEvent.change(screen.getByLabelText("BNB Smart Chain address"), { target: { value: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7" } });
    await typeAmount("10");
    review();
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("This is not a BNB Smart Chain address.");
    fireEvent.change(screen.getByLabelText("BNB Smart Chain address"), { target: { value: OTHER_BSC } });
    await waitFor(() => expect(plain(screen.getByTestId("withdraw-fee").textContent)).toBe("0.10 USDT"));
    review();
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm withdrawal" }));
    expect(await screen.findByRole("heading", { name: "Withdrawal sent" })).toBeTruthy();
    expect(callsTo("/wallet/transfer_from_offchain_to_onchain")).toEqual([{ coin_name: "USDT", amount: "10", chain: "BSC", idempotency_key: ATTEMPT_KEY }]);
    expect(callsTo("/wallet/onchain_transfer")).toEqual([{ coin_name: "USDT", amount: "9.90", chain: "BSC", to_address: OTHER_BSC, idempotency_key: expect.stringMatching(/^send-/) }]);
  });

  it("says where the coins are when sending them on fails, and tries again", async () => {
    let failSend = true;
    const { callsTo } = setup({
      coin: "USDT",
      chain: "BSC",
      answers: {
        "/wallet/onchain_transfer": () => {
          if (failSend) throw new BusinessError(request("/wallet/onchain_transfer"), 5000, "Chain busy");
          return { tx_hash: `0x${"b".repeat(64)}`, status: "success" };
        },
      },
    });
    fireEvent.click(await screen.findByRole("radio", { name: "Another address" }));
    fireEvent.change(screen.getByLabelText("BNB Smart Chain address"), { target: { value: OTHER_BSC } });
    await typeAmount("10");
    await waitFor(() => expect(plain(screen.getByTestId("withdraw-fee").textContent)).toBe("0.10 USDT"));
    review();
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm withdrawal" }));
    expect(await screen.findByRole("heading", { name: "Withdrawal half done" })).toBeTruthy();
    expect(plain(screen.getByRole("alert").textContent)).toBe(
      `9.90 USDT reached your own address ${OWN}, but sending it on failed: Chain busy The coins are safe there; try again.`,
    );
    failSend = false;
    fireEvent.click(screen.getByRole("button", { name: "Try sending again" }));
    expect(await screen.findByRole("heading", { name: "Withdrawal sent" })).toBeTruthy();
    expect(callsTo("/wallet/transfer_from_offchain_to_onchain")).toHaveLength(1);
    expect(callsTo("/wallet/onchain_transfer")).toHaveLength(2);
  });

  it("keeps the attempt's key for the retry after a timeout, and a new confirmed attempt gets a new one", async () => {
    let attempt = 0;
    const { callsTo, invalidated } = setup({
      answers: {
        "/wallet/transfer_from_offchain_to_onchain": (input) => {
          attempt += 1;
          const transfer = request("/wallet/transfer_from_offchain_to_onchain");
          if (attempt === 1) throw new TimeoutError(transfer, 15_000);
          if (attempt === 2) throw new BusinessError(transfer, 5000, "Withdrawals are paused for a minute");
          const { amount } = input as { amount: string };
          return { order_id: `T-00000${attempt}`, status: "success", ...feeOf(amount) };
        },
      },
    });
    const confirmOnce = async () => {
      review();
      fireEvent.click(within(await screen.findByRole("dialog", { name: "Confirm the withdrawal" })).getByRole("button", { name: "Confirm withdrawal" }));
    };
    await typeAmount("10");
    await waitFor(() => expect(plain(screen.getByTestId("withdraw-fee").textContent)).toBe("0.10 USDT"));
    await confirmOnce();
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("The server took too long to answer. Try again.");
    // The outcome is unknown: balances and orders are read again before the player can retry.
    expect(invalidated()).toContainEqual(["api", "wallet"]);
    await confirmOnce();
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("Withdrawals are paused for a minute");
    await confirmOnce();
    expect(await screen.findByRole("heading", { name: "Withdrawal sent" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Make another withdrawal" }));
    await typeAmount("10");
    await waitFor(() => expect(plain(screen.getByTestId("withdraw-fee").textContent)).toBe("0.10 USDT"));
    await confirmOnce();
    expect(await screen.findByRole("heading", { name: "Withdrawal sent" })).toBeTruthy();

    const keys = callsTo("/wallet/transfer_from_offchain_to_onchain").map((input) => (input as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(4);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
    expect(new Set(keys).size).toBe(3);
  });

  it("opens the balance-lack dialog when the server finds the balance short", async () => {
    const { openDialog } = setup({
      answers: {
        "/wallet/transfer_from_offchain_to_onchain": () => {
          throw new BusinessError(request("/wallet/transfer_from_offchain_to_onchain"), 2001, "lack_USDT");
        },
      },
    });
    await typeAmount("10");
    await waitFor(() => expect(plain(screen.getByTestId("withdraw-fee").textContent)).toBe("0.10 USDT"));
    review();
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm withdrawal" }));
    await waitFor(() => expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "USDT" } }));
    expect(screen.queryByRole("heading", { name: "Withdrawal sent" })).toBeNull();
  });

  it("stops when the wallet address is flagged invalid", async () => {
    setup({
      answers: { "/wallet/get_all_wallet_addr": () => ({ list: [{ wallet_addr: OWN, wallet_addr_sol: "", invalid: true }] }) },
    });
    expect(await screen.findByText("Your wallet address needs to be set up again")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Review withdrawal" })).toBeNull();
  });

  describe("with the reads the server made for the page", () => {
    const READS = ["/wallet/user_asset", "/wallet/get_chain_list", "/wallet/get_all_wallet_addr", "/wallet/get_token_info"];
    const serverReads = async (userId: number) => ({ userId, data: await loadWithdraw(fakeApi(walletReads()).client, userId) });

    it("shows the form from them without asking again when they are the signed-in player's", async () => {
      const { callsTo } = setup({ first: await serverReads(PLAYER_ID) });
      expect(await screen.findByRole("radio", { name: "Tron (TRC20)" })).toHaveProperty("checked", true);
      expect(screen.getByTestId("withdraw-own-address").textContent).toBe(OWN);
      expect(READS.map(callsTo)).toEqual([[], [], [], []]);
    });

    it("is in the server's HTML for the player, hydrates without a mismatch and asks for nothing again", async () => {
      const first = await serverReads(PLAYER_ID);
      const page = await hydrateFeature(<WithdrawScreen locale="en-US" coin="USDT" chain="TRON" first={first} />, { answers: walletReads() });
      expect(page.html).toContain(OWN);
      expect(page.html).toContain("Tron (TRC20)");
      expect(page.recoverable).toEqual([]);
      expect(within(page.container).getByRole("radio", { name: "Tron (TRC20)" })).toHaveProperty("checked", true);
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(READS.map(page.callsTo)).toEqual([[], [], [], []]);
      page.unmount();
    });

    it("starts again from the device's main coin once it is read after hydration", async () => {
      const page = await hydrateFeature(<WithdrawScreen locale="en-US" coin={null} chain={null} first={await serverReads(PLAYER_ID)} />, { answers: walletReads() });
      expect(page.html).toContain("Amount of WH");
      expect(await within(page.container).findByLabelText("Amount of WH")).toBeTruthy();
      act(() => page.store.set(coinAtom, (current) => ({ ...current, coinType: "KTHER" })));
      expect(await within(page.container).findByLabelText("Amount of KTHER")).toBeTruthy();
      page.unmount();
    });

    it("withdraws once from the server's page and renders the page again on the server", async () => {
      const { callsTo } = setup({ first: await serverReads(PLAYER_ID) });
      await waitFor(() => expect((screen.getByLabelText("Amount of USDT") as HTMLInputElement).disabled).toBe(false));
      await typeAmount("10");
      await waitFor(() => expect(plain(screen.getByTestId("withdraw-fee").textContent)).toBe("0.10 USDT"));
      review();
      const confirm = within(await screen.findByRole("dialog", { name: "Confirm the withdrawal" })).getByRole("button", { name: "Confirm withdrawal" });
      fireEvent.click(confirm);
      fireEvent.click(confirm);
      expect(await screen.findByRole("heading", { name: "Withdrawal sent" })).toBeTruthy();
      expect(callsTo("/wallet/transfer_from_offchain_to_onchain")).toEqual([{ coin_name: "USDT", amount: "10", chain: "TRON", idempotency_key: ATTEMPT_KEY }]);
      expect(router.refresh).toHaveBeenCalledTimes(1);
      expect(READS.map(callsTo)).toEqual([[], [], [], []]);
    });

    it("renders the page again on the server after a withdrawal whose answer was lost", async () => {
      const { callsTo } = setup({
        first: await serverReads(PLAYER_ID),
        answers: { "/wallet/transfer_from_offchain_to_onchain": () => Promise.reject(new TimeoutError(request("/wallet/transfer_from_offchain_to_onchain"), 15_000)) },
      });
      await waitFor(() => expect((screen.getByLabelText("Amount of USDT") as HTMLInputElement).disabled).toBe(false));
      await typeAmount("10");
      await waitFor(() => expect(plain(screen.getByTestId("withdraw-fee").textContent)).toBe("0.10 USDT"));
      review();
      fireEvent.click(within(await screen.findByRole("dialog", { name: "Confirm the withdrawal" })).getByRole("button", { name: "Confirm withdrawal" }));
      await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
      expect(callsTo("/wallet/transfer_from_offchain_to_onchain")).toHaveLength(1);
      expect(screen.queryByRole("heading", { name: "Withdrawal sent" })).toBeNull();
    });

    it("says in its HTML that a flagged address stops the withdrawal", async () => {
      const flagged = { ...walletReads(), "/wallet/get_all_wallet_addr": () => ({ list: [{ wallet_addr: OWN, wallet_addr_sol: "", invalid: true }] }) };
      const first = { userId: PLAYER_ID, data: await loadWithdraw(fakeApi(flagged).client, PLAYER_ID) };
      const page = await hydrateFeature(<WithdrawScreen locale="en-US" coin="USDT" chain="TRON" first={first} />, { answers: flagged });
      expect(page.html).toContain("Your wallet address needs to be set up again");
      expect(page.html).not.toContain("Review withdrawal");
      page.unmount();
    });

    it("reads in the browser when the server's read failed, with a retry", async () => {
      let fail = true;
      const answers = walletReads();
      const assets = answers["/wallet/user_asset"]!;
      setup({
        first: { userId: PLAYER_ID, data: { assets: null, chains: null, addresses: null, tokens: null } },
        answers: { "/wallet/user_asset": (input) => (fail ? Promise.reject(new Error("down")) : assets(input)) },
      });
      const retry = await screen.findByRole("button", { name: "Retry" });
      expect(screen.getByText("The withdrawal could not load.")).toBeTruthy();
      fail = false;
      fireEvent.click(retry);
      expect(await screen.findByRole("radio", { name: "Tron (TRC20)" })).toHaveProperty("checked", true);
    });

    it("asks a guest to sign in", async () => {
      renderFeature(<WithdrawScreen locale="en-US" coin="USDT" chain="TRON" first={null} />, { answers: walletReads(), loggedIn: false });
      expect(await screen.findByRole("heading", { name: "Sign in to withdraw" })).toBeTruthy();
    });

    it("asks for the player's own when the server read for another login", async () => {
      const { callsTo } = setup({ first: await serverReads(PLAYER_ID + 1) });
      expect(await screen.findByRole("radio", { name: "Tron (TRC20)" })).toHaveProperty("checked", true);
      expect(callsTo("/wallet/user_asset")).toEqual([{}]);
      expect(callsTo("/wallet/get_all_wallet_addr")).toEqual([{ user_id: PLAYER_ID }]);
    });

    it("asks only for what the server could not read", async () => {
      const first = await serverReads(PLAYER_ID);
      const { callsTo } = setup({ first: { ...first, data: { ...first.data, chains: null } } });
      expect(await screen.findByRole("radio", { name: "Tron (TRC20)" })).toHaveProperty("checked", true);
      expect(READS.map((path) => callsTo(path).length)).toEqual([0, 1, 0, 0]);
    });
  });
});
