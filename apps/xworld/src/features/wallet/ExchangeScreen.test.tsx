import { BusinessError, NetworkError } from "@repo/api-client/errors";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { coinAtom } from "@repo/session/stores/session";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { initialPair } from "./exchange-pair";
import { ExchangeScreen } from "./ExchangeScreen";
import { loadExchange } from "./load-exchange";
import { type Balances, PLAYER_ID, plain, renderFeature, SEEDED_BALANCES, TOKENS, walletReads } from "./testing";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
beforeEach(() => router.refresh.mockClear());

/** One idempotency key per confirmed attempt (@repo/api-client/attempt-key). */
const ATTEMPT_KEY = expect.stringMatching(/^[0-9a-f]{32}$/);

const SWAP_REQUEST = { service: "wallet", method: "POST", path: "/wallet/offchain_swap", url: "" } as const;

function setup({ from = "KTHER", to = "WH", audit = false, swap }: { from?: string | null; to?: string | null; audit?: boolean; swap?: (input: unknown) => unknown } = {}) {
  const balances: Balances = structuredClone(SEEDED_BALANCES);
  const answers = {
    ...walletReads(balances),
    "/wallet/offchain_swap":
      swap ??
      ((input: unknown) => {
        const { from_coin, to_coin, amount } = input as { from_coin: string; to_coin: string; amount: string };
        const received = "299.1";
        (balances[from_coin] as { offchain: string }).offchain = (Number(balances[from_coin]?.offchain) - Number(amount)).toFixed(2);
        (balances[to_coin] as { offchain: string }).offchain = (Number(balances[to_coin]?.offchain) + Number(received)).toFixed(2);
        return { order_id: "S-000042", from_amount: amount, to_amount: received };
      }),
  };
  return renderFeature(<ExchangeScreen locale="en-US" from={from} to={to} />, { answers, audit });
}

const amountField = () => screen.findByLabelText(/^Amount of/);
const review = () => fireEvent.click(screen.getByRole("button", { name: "Review exchange" }));

describe("/wallet/exchange", () => {
  it("quotes from the token prices: rate, fee and what arrives", async () => {
    setup();
    fireEvent.change(await amountField(), { target: { value: "40" } });
    expect(plain(screen.getByTestId("exchange-rate").textContent)).toBe("1 KTHER ≈ 7.50 WH");
    expect(screen.getByText("0.3 %")).toBeTruthy();
    expect(plain(screen.getByTestId("exchange-quote").textContent)).toBe("≈ 299.10 WH");
    expect(screen.getByText("Available: 40.00 KTHER · minimum 0.67 KTHER")).toBeTruthy();
  });

  it.each([
    ["0.5", "The minimum is 0.67 KTHER."],
    ["1.1234567", "KTHER has at most 6 digits after the point."],
    ["abc", "Enter the amount in digits, like 12.5."],
    ["", "Enter an amount."],
  ])("refuses %j with a message and sends nothing", async (amount, message) => {
    const { callsTo } = setup();
    fireEvent.change(await amountField(), { target: { value: amount } });
    review();
    expect(plain((await screen.findByRole("alert")).textContent)).toBe(message);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo("/wallet/offchain_swap")).toEqual([]);
  });

  it("keeps to a coin's decimals: XB has two", async () => {
    setup({ from: "XB", to: "USDT" });
    fireEvent.change(await amountField(), { target: { value: "150.001" } });
    review();
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("XB has at most 2 digits after the point.");
  });

  it("opens the balance-lack dialog for more than the balance, without calling the exchange", async () => {
    const { openDialog, callsTo } = setup();
    fireEvent.change(await amountField(), { target: { value: "41" } });
    review();
    expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "KTHER" } });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo("/wallet/offchain_swap")).toEqual([]);
  });

  it("shows the lack_ warning instead in audit mode", async () => {
    const { openDialog } = setup({ audit: true });
    fireEvent.change(await amountField(), { target: { value: "41" } });
    review();
    expect(openDialog()).toBeNull();
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("Not enough KTHER. Earn more in games and tasks, or top up.");
  });

  it("confirms, exchanges once, and shows the booked amounts with the refreshed balances", async () => {
    const { callsTo, invalidated } = setup();
    fireEvent.change(await amountField(), { target: { value: "40" } });
    review();
    const dialog = await screen.findByRole("dialog", { name: "Confirm the exchange" });
    expect(plain(dialog.textContent)).toContain("You give 40.00 KTHER and receive 299.10 WH (rate 1 KTHER ≈ 7.50 WH, fee 0.3 %).");
    const confirm = within(dialog).getByRole("button", { name: "Confirm exchange" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole("heading", { name: "Exchange complete" })).toBeTruthy();
    expect(callsTo("/wallet/offchain_swap")).toEqual([{ from_coin: "KTHER", to_coin: "WH", amount: "40", idempotency_key: ATTEMPT_KEY }]);
    expect(plain(screen.getByTestId("exchange-result").textContent)).toBe("40.00 KTHER → 299.10 WH");
    expect(screen.getByText("Order S-000042")).toBeTruthy();
    expect(invalidated()).toContainEqual(["api", "wallet"]);
    await waitFor(() => expect(screen.getByText("KTHER balance").nextElementSibling?.textContent).toBe("0.00"));
    expect(screen.getByText("WH balance").nextElementSibling?.textContent).toBe("3,299.10");
  });

  it("opens the balance-lack dialog when the server finds the balance short", async () => {
    const { openDialog } = setup({
      swap: () => {
        throw new BusinessError(SWAP_REQUEST, 2001, "lack_KTHER");
      },
    });
    fireEvent.change(await amountField(), { target: { value: "10" } });
    review();
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm exchange" }));
    await waitFor(() => expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "KTHER" } }));
  });

  it("shows another failure in the form", async () => {
    setup({
      swap: () => {
        throw new BusinessError(SWAP_REQUEST, 1001, "Invalid amount", [{ field: "amount", message: "Gives no WH" }]);
      },
    });
    fireEvent.change(await amountField(), { target: { value: "10" } });
    review();
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm exchange" }));
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("Invalid amount amount: Gives no WH");
  });

  it("keeps the attempt's key for the retry after a lost answer, and a new confirmed attempt gets a new one", async () => {
    let attempt = 0;
    const { callsTo, invalidated } = setup({
      swap: (input) => {
        attempt += 1;
        if (attempt === 1) throw new NetworkError(SWAP_REQUEST, new Error("connection reset"));
        if (attempt === 2) throw new BusinessError(SWAP_REQUEST, 5000, "Prices are moving, try again");
        return { order_id: `S-00004${attempt}`, from_amount: (input as { amount: string }).amount, to_amount: "74.77" };
      },
    });
    const confirmOnce = async () => {
      review();
      fireEvent.click(within(await screen.findByRole("dialog", { name: "Confirm the exchange" })).getByRole("button", { name: "Confirm exchange" }));
    };
    fireEvent.change(await amountField(), { target: { value: "10" } });
    await confirmOnce();
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("No connection. Check your network and try again.");
    // The outcome is unknown: the balances are read again before the player can retry.
    expect(invalidated()).toContainEqual(["api", "wallet"]);
    await confirmOnce();
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("Prices are moving, try again");
    await confirmOnce();
    expect(await screen.findByRole("heading", { name: "Exchange complete" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Make another exchange" }));
    fireEvent.change(await amountField(), { target: { value: "10" } });
    await confirmOnce();
    await waitFor(() => expect(callsTo("/wallet/offchain_swap")).toHaveLength(4));

    const keys = callsTo("/wallet/offchain_swap").map((input) => (input as { idempotency_key: string }).idempotency_key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
    expect(new Set(keys).size).toBe(3);
  });

  it("turns the pair around and never exchanges a coin for itself", async () => {
    setup();
    await amountField();
    fireEvent.click(screen.getByRole("button", { name: "Swap the two coins" }));
    expect((screen.getByLabelText("From") as HTMLSelectElement).value).toBe("WH");
    expect((screen.getByLabelText("To") as HTMLSelectElement).value).toBe("KTHER");
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "WH" } });
    expect((screen.getByLabelText("From") as HTMLSelectElement).value).toBe("KTHER");
  });
});

describe("with the reads the server made for the page", () => {
  const READS = ["/wallet/user_asset", "/wallet/get_token_info"];
  const serverReads = async (userId: number) => ({ userId, data: await loadExchange(fakeApi(walletReads()).client) });

  it("reads the balances and each coin's token facts", async () => {
    const server = fakeApi(walletReads());
    const first = await loadExchange(server.client);
    expect(server.callsTo("/wallet/user_asset")).toEqual([{}]);
    expect(server.callsTo("/wallet/get_token_info")).toEqual(Object.keys(TOKENS).map((coin_name) => ({ coin_name })));
    expect(first.tokens?.map((token) => token.coin_name)).toEqual(Object.keys(TOKENS));
  });

  it("is in the server's HTML for the player, hydrates without a mismatch and asks for nothing again", async () => {
    const first = await serverReads(PLAYER_ID);
    const page = await hydrateFeature(<ExchangeScreen locale="en-US" from="KTHER" to="WH" first={first} />, { answers: walletReads() });
    expect(page.html).toContain("Review exchange");
    expect(page.html).toContain("40.00");
    expect(page.recoverable).toEqual([]);
    // The server draws the form with the link's pair, not usable until its part has loaded after start.
    expect(page.html).toContain('<option value="KTHER" selected="">KTHER</option>');
    expect(page.html).toContain("Available: 40.00 KTHER · minimum 0.67 KTHER");
    expect(page.html).toMatch(/<button[^>]*disabled=""[^>]*>.*Review exchange/);
    // The part replaces the server's disabled button: wait for the working one.
    await waitFor(() => expect((within(page.container).getByRole("button", { name: "Review exchange" }) as HTMLButtonElement).disabled).toBe(false));
    expect((within(page.container).getByLabelText("From") as HTMLSelectElement).value).toBe("KTHER");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(READS.map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("starts again from the device's main coin once it is read after hydration", async () => {
    const first = await serverReads(PLAYER_ID);
    const page = await hydrateFeature(<ExchangeScreen locale="en-US" from={null} to={null} first={first} />, { answers: walletReads() });
    expect((within(page.container).getByLabelText("From") as HTMLSelectElement).value).toBe("WH");
    act(() => page.store.set(coinAtom, (coin) => ({ ...coin, coinType: "KTHER" })));
    expect((within(page.container).getByLabelText("From") as HTMLSelectElement).value).toBe("KTHER");
    expect((within(page.container).getByLabelText("To") as HTMLSelectElement).value).toBe("USDT");
    page.unmount();
  });

  it("exchanges once from the server's page and renders the page again on the server for the balances after it", async () => {
    const { callsTo } = renderFeature(<ExchangeScreen locale="en-US" from="KTHER" to="WH" first={await serverReads(PLAYER_ID)} />, { answers: { ...walletReads(), "/wallet/offchain_swap": () => ({ order_id: "S-000042", from_amount: "40", to_amount: "299.1" }) } });
    // The form's part replaces the server's disabled field: wait for the working one.
    await waitFor(() => expect((screen.getByLabelText("Amount of KTHER") as HTMLInputElement).disabled).toBe(false));
    const amount = screen.getByLabelText("Amount of KTHER");
    fireEvent.change(amount, { target: { value: "40" } });
    review();
    const confirm = within(await screen.findByRole("dialog", { name: "Confirm the exchange" })).getByRole("button", { name: "Confirm exchange" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole("heading", { name: "Exchange complete" })).toBeTruthy();
    expect(callsTo("/wallet/offchain_swap")).toEqual([{ from_coin: "KTHER", to_coin: "WH", amount: "40", idempotency_key: ATTEMPT_KEY }]);
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(READS.map(callsTo)).toEqual([[], []]);
  });

  it("renders the page again on the server after an exchange whose answer was lost, for the balances as they are", async () => {
    const { callsTo } = renderFeature(<ExchangeScreen locale="en-US" from="KTHER" to="WH" first={await serverReads(PLAYER_ID)} />, {
      answers: { ...walletReads(), "/wallet/offchain_swap": () => Promise.reject(new NetworkError(SWAP_REQUEST, new Error("connection reset"))) },
    });
    // The form's part replaces the server's disabled field: wait for the working one.
    await waitFor(() => expect((screen.getByLabelText("Amount of KTHER") as HTMLInputElement).disabled).toBe(false));
    const amount = screen.getByLabelText("Amount of KTHER");
    fireEvent.change(amount, { target: { value: "10" } });
    review();
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Confirm the exchange" })).getByRole("button", { name: "Confirm exchange" }));
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("No connection. Check your network and try again.");
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(callsTo("/wallet/offchain_swap")).toHaveLength(1);
  });

  it("reads in the browser when the server's read failed, with a retry", async () => {
    let fail = true;
    const answers = walletReads();
    const assets = answers["/wallet/user_asset"]!;
    renderFeature(<ExchangeScreen locale="en-US" from="KTHER" to="WH" first={{ userId: PLAYER_ID, data: { assets: null, tokens: null } }} />, {
      answers: { ...answers, "/wallet/user_asset": (input) => (fail ? Promise.reject(new Error("down")) : assets(input)) },
    });
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(screen.getByText("The exchange could not load.")).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await amountField()).toBeTruthy();
  });

  it("asks a guest to sign in", async () => {
    renderFeature(<ExchangeScreen locale="en-US" from="KTHER" to="WH" first={null} />, { answers: walletReads(), loggedIn: false });
    expect(await screen.findByRole("heading", { name: "Sign in to exchange coins" })).toBeTruthy();
  });

  it("asks for the player's own when the server read for another login", async () => {
    const { callsTo } = renderFeature(<ExchangeScreen locale="en-US" from="KTHER" to="WH" first={await serverReads(PLAYER_ID + 1)} />, { answers: walletReads() });
    await waitFor(() => expect(callsTo("/wallet/user_asset")).toEqual([{}]));
    expect(await amountField()).toBeTruthy();
    expect(callsTo("/wallet/get_token_info")).toHaveLength(Object.keys(TOKENS).length);
  });
});

describe("initialPair", () => {
  const coins = ["USDT", "WH", "XB", "KTHER"];
  it.each([
    [{ from: "KTHER", to: "XB", main: "WH" }, { from: "KTHER", to: "XB" }],
    [{ from: null, to: null, main: "WH" }, { from: "WH", to: "USDT" }],
    [{ from: null, to: null, main: "USDT" }, { from: "USDT", to: "WH" }],
    [{ from: "WH", to: "WH", main: "WH" }, { from: "WH", to: "USDT" }],
    [{ from: "NOPE", to: null, main: "GONE" }, { from: "USDT", to: "WH" }],
  ])("%j → %j", ({ from, to, main }, pair) => {
    expect(initialPair(coins, from, to, main)).toEqual(pair);
  });

  it("needs two coins", () => {
    expect(initialPair(["USDT"], null, null, "USDT")).toBeNull();
  });
});
