import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GasScreen } from "./GasScreen";
import { plain, renderFeature, walletReads } from "./testing";

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

function setup(coin: string | null = null) {
  return renderFeature(<GasScreen locale="en-US" coin={coin} />, {
    answers: {
      ...walletReads(),
      "/wallet/transfer_from_offchain_to_onchain_fee": (input) => {
        const { coin_name, amount, chain } = input as { coin_name: string; amount: string; chain: string };
        // A chain-dependent fee, so the rows show that each chain was asked.
        const fee = chain === "TRON" ? 1 : 0.5;
        return { coin_name, fee: fee.toFixed(2), amount_received: (Number(amount) - fee).toFixed(2) };
      },
    },
  });
}

const rowOf = async (chain: string) => {
  const list = await screen.findByRole("list", { name: "Fee per chain" });
  return within(list).getAllByRole("listitem").find((row) => row.textContent?.includes(chain)) as HTMLElement;
};

describe("/wallet/gas", () => {
  it("shows per chain what withdrawing the coin costs, in which coin, and what arrives", async () => {
    const { callsTo } = setup();
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(async () => expect(plain((await rowOf("Tron")).textContent)).toBe("TTron (TRC20)Network coin TRXFee 1.00 USDTYou receive 124.50 USDTWithdraw"));
    expect(plain((await rowOf("Solana")).textContent)).toContain("Fee 0.50 USDT");
    // The sample amount is the player's off-chain balance.
    expect(callsTo("/wallet/transfer_from_offchain_to_onchain_fee")).toEqual(
      expect.arrayContaining([{ coin_name: "USDT", amount: "125.5", chain: "TRON" }]),
    );
    expect(within(await rowOf("Tron")).getByRole("link", { name: "Withdraw" }).getAttribute("href")).toBe("/en-US/user/withdraw?coin=USDT&chain=TRON");
  });

  it("only offers coins that can move on a chain, and says which chains a coin is not on", async () => {
    setup("WH");
    const coins = await screen.findByRole("group", { name: "Coin" });
    expect(within(coins).getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual(["USDT", "WH", "KTHER", "HAPPY"]);
    expect(within(coins).getByRole("radio", { name: "WH" })).toHaveProperty("checked", true);
    expect(plain((await rowOf("Tron")).textContent)).toBe("TTron (TRC20)Network coin TRXWH cannot move on this chain.");
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(async () => expect(plain((await rowOf("BNB")).textContent)).toContain("Fee 0.50 WH"));
  });

  it("re-quotes for a typed amount and explains a wrong one", async () => {
    const { callsTo } = setup();
    fireEvent.change(await screen.findByLabelText("Amount to withdraw (USDT)"), { target: { value: "50" } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(async () => expect(plain((await rowOf("Tron")).textContent)).toContain("You receive 49.00 USDT"));
    expect(callsTo("/wallet/transfer_from_offchain_to_onchain_fee")).toContainEqual({ coin_name: "USDT", amount: "50", chain: "BSC" });
    fireEvent.change(screen.getByLabelText("Amount to withdraw (USDT)"), { target: { value: "-1" } });
    expect(plain(screen.getByRole("alert").textContent)).toBe("Enter the amount in digits, like 12.5.");
    expect(plain((await rowOf("Tron")).textContent)).toContain("Enter an amount to see the fee.");
  });
});
