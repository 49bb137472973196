import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GasScreen } from "./GasScreen";
import { loadGas } from "./load-gas";
import { type Answers, PLAYER_ID, plain, renderFeature, TOKENS, walletReads } from "./testing";

vi.mock("server-only", () => ({}));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const FEE = "/wallet/transfer_from_offchain_to_onchain_fee";

const answers: Answers = {
  ...walletReads(),
  [FEE]: (input) => {
    const { coin_name, amount, chain } = input as { coin_name: string; amount: string; chain: string };
    // A chain-dependent fee, so the rows show that each chain was asked.
    const fee = chain === "TRON" ? 1 : 0.5;
    return { coin_name, fee: fee.toFixed(2), amount_received: (Number(amount) - fee).toFixed(2) };
  },
};

function setup(coin: string | null = null) {
  return renderFeature(<GasScreen locale="en-US" coin={coin} />, { answers });
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

describe("/wallet/gas with the reads the server made for the page", () => {
  const READS = ["/wallet/user_asset", "/wallet/get_chain_list", "/wallet/get_token_info", FEE];
  const serverReads = async (userId: number, coin: string | null = null) => ({ userId, data: await loadGas(fakeApi(answers).client, coin) });

  it("reads the balances, the chains, each coin's token facts and the opening coin's fee on each of its chains", async () => {
    const server = fakeApi(answers);
    const first = await loadGas(server.client, null);
    expect(server.callsTo("/wallet/user_asset")).toEqual([{}]);
    expect(server.callsTo("/wallet/get_chain_list")).toEqual([{}]);
    expect(server.callsTo("/wallet/get_token_info")).toEqual(Object.keys(TOKENS).map((coin_name) => ({ coin_name })));
    // USDT, the first coin on a chain, for the player's off-chain balance.
    expect(server.callsTo(FEE)).toEqual(["TRON", "BSC", "SOL"].map((chain) => ({ coin_name: "USDT", amount: "125.5", chain })));
    expect(first.fees.map((read) => read.quote?.fee)).toEqual(["1.00", "0.50", "0.50"]);

    const linked = fakeApi(answers);
    await loadGas(linked.client, "WH");
    expect(linked.callsTo(FEE)).toEqual([{ coin_name: "WH", amount: "3000", chain: "BSC" }]);
  });

  it("is in the server's HTML for the player, fees included, hydrates without a mismatch and asks for nothing again", async () => {
    const first = await serverReads(PLAYER_ID);
    const page = await hydrateFeature(<GasScreen locale="en-US" coin={null} first={first} />, { answers });
    expect(plain(page.html)).toContain("Fee 1.00 USDT");
    expect(plain(page.html)).toContain("You receive 124.50 USDT");
    expect(page.recoverable).toEqual([]);
    expect(page.html).toContain('value="125.50"');
    expect((within(page.container).getByLabelText("Amount to withdraw (USDT)") as HTMLInputElement).value).toBe("125.50");
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(READS.map(page.callsTo)).toEqual([[], [], [], []]);
    page.unmount();
  });

  it("asks only for another coin's fees once its table has loaded after start", async () => {
    const { callsTo } = renderFeature(<GasScreen locale="en-US" coin={null} first={await serverReads(PLAYER_ID)} />, { answers });
    const coins = await screen.findByRole("group", { name: "Coin" });
    await waitFor(() => expect((within(coins).getByRole("radio", { name: "WH" }) as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(within(coins).getByRole("radio", { name: "WH" }));
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(async () => expect(plain((await rowOf("BNB")).textContent)).toContain("Fee 0.50 WH"));
    expect(callsTo(FEE)).toContainEqual({ coin_name: "WH", amount: "3000", chain: "BSC" });
    // The opening coin's fees were the server's.
    expect(callsTo(FEE).filter((input) => (input as { coin_name: string }).coin_name === "USDT")).toEqual([]);
    expect(READS.slice(0, 3).map(callsTo)).toEqual([[], [], []]);
  });

  it("reads in the browser when the server's read failed, with a retry", async () => {
    let fail = true;
    const assets = answers["/wallet/user_asset"]!;
    renderFeature(<GasScreen locale="en-US" coin={null} first={{ userId: PLAYER_ID, data: { assets: null, chains: null, tokens: null, fees: [] } }} />, {
      answers: { ...answers, "/wallet/user_asset": (input) => (fail ? Promise.reject(new Error("down")) : assets(input)) },
    });
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(screen.getByText("The network fees could not load.")).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByLabelText("Amount to withdraw (USDT)")).toBeTruthy();
  });

  it("asks a guest to sign in", async () => {
    renderFeature(<GasScreen locale="en-US" coin={null} first={null} />, { answers, loggedIn: false });
    expect(await screen.findByRole("heading", { name: "Sign in to see network fees" })).toBeTruthy();
  });

  it("asks for the player's own when the server read for another login", async () => {
    const { callsTo } = renderFeature(<GasScreen locale="en-US" coin={null} first={await serverReads(PLAYER_ID + 1)} />, { answers });
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(async () => expect(plain((await rowOf("Tron")).textContent)).toContain("Fee 1.00 USDT"));
    expect(callsTo("/wallet/user_asset")).toEqual([{}]);
    expect(callsTo("/wallet/get_token_info")).toHaveLength(Object.keys(TOKENS).length);
    expect(callsTo(FEE)).toEqual(expect.arrayContaining([{ coin_name: "USDT", amount: "125.5", chain: "TRON" }]));
  });
});
