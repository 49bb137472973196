import { BusinessError, NetworkError } from "@repo/api-client/errors";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, PLAYER_ID, plain, renderFeature, walletReads } from "../wallet/testing";
import { loadPayout, type PayoutFirst } from "./load-payout";
import type { PayoutFlow } from "./payment-paths";
import { PayoutScreen } from "./PayoutScreen";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
beforeEach(() => router.refresh.mockClear());

const request = { service: "pay", method: "POST", path: "/pay/payout", url: "" } as const;
const ATTEMPT_KEY = expect.stringMatching(/^[0-9a-f]{32}$/);

const USDT = { coin_name: "USDT", decimals: 6, min_amount: "5", max_amount: "500", daily_limit: "1000", daily_used: "0", fee_bps: 100, fee_min: "0.5", quantities: ["10", "20", "50", "100", "200"] };
const BANK = { method_id: 1, type: "bank", provider: "Vietcombank", account_mask: "•••• 6789", holder_name: "Dev Player", is_default: true, created_at: 1 };
const WALLET = { method_id: 2, type: "ewallet", provider: "MoMo", account_mask: "•••• 5678", holder_name: "Dev Player", is_default: false, created_at: 2 };

const order = (amount: string) => ({
  order_id: "P-000001",
  coin_name: "USDT",
  amount,
  fee: "0.5",
  amount_received: String(Number(amount) - 0.5),
  method: { type: "bank", provider: "Vietcombank", account_mask: "•••• 6789" },
  status: "processing",
  time: 1_781_000_000,
});

interface Setup {
  flow?: PayoutFlow;
  methodId?: number | null;
  methods?: readonly (typeof BANK)[];
  answers?: Answers;
  first?: PlayerFirst<PayoutFirst>;
}

function backend(methods: readonly (typeof BANK)[] = [BANK, WALLET]): Answers {
  return {
    ...walletReads(),
    "/pay/payout_config": () => ({ list: [USDT] }),
    "/pay/payment_methods": () => ({ list: methods }),
    "/pay/payout": (input) => order((input as { amount: string }).amount),
  };
}

function setup({ flow = "withdrawNew", methodId = null, methods, answers = {}, first }: Setup = {}) {
  return renderFeature(<PayoutScreen locale="en-US" flow={flow} coin={null} amount={null} methodId={methodId} first={first} />, {
    answers: { ...backend(methods), ...answers },
  });
}

const typeAmount = async (value: string) => fireEvent.change(await screen.findByLabelText("Amount of USDT"), { target: { value } });
const review = () => fireEvent.click(screen.getByRole("button", { name: "Review withdrawal" }));
const confirmButton = async () => within(await screen.findByRole("dialog", { name: "Confirm the withdrawal" })).getByRole("button", { name: "Confirm withdrawal" });

describe("/user/withdrawNew", () => {
  it("pays out to the default method once per tap, with the fee shown before confirming", async () => {
    const { callsTo } = setup();
    expect((await screen.findByTestId("payout-method")).textContent).toBe("Vietcombank •••• 6789");
    await typeAmount("20");
    expect(plain(screen.getByTestId("payout-fee").textContent)).toBe("0.50 USDT");
    expect(plain(screen.getByTestId("payout-receive").textContent)).toBe("19.50 USDT");
    review();
    const confirm = await confirmButton();
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole("heading", { name: "Withdrawal on its way" })).toBeTruthy();
    expect(callsTo("/pay/payout")).toEqual([{ coin_name: "USDT", amount: "20", method_id: 1, idempotency_key: ATTEMPT_KEY }]);
    expect(screen.getByRole("link", { name: "See it in my orders" }).getAttribute("href")).toBe("/en-US/user/orders?tab=payouts");
  });

  it("pays out to the method chosen on /user/withdraw-payment and keeps the coin and amount for that choice", async () => {
    const { callsTo } = setup({ methodId: 2 });
    expect((await screen.findByTestId("payout-method")).textContent).toBe("MoMo •••• 5678");
    await typeAmount("12.5");
    expect(screen.getByRole("link", { name: "Choose another payment method" }).getAttribute("href")).toBe(
      "/en-US/user/withdraw-payment?back=withdrawNew&coin=USDT&amount=12.5&method=2",
    );
    review();
    fireEvent.click(await confirmButton());
    await screen.findByRole("heading", { name: "Withdrawal on its way" });
    expect(callsTo("/pay/payout")).toEqual([expect.objectContaining({ amount: "12.5", method_id: 2 })]);
  });

  it.each([
    ["4.99", "The minimum is 5.00 USDT."],
    ["501", "The maximum is 500.00 USDT."],
    ["5.0000001", "USDT has at most 6 digits after the point."],
  ])("refuses %s and sends nothing", async (amount, message) => {
    const { callsTo } = setup();
    await typeAmount(amount);
    review();
    expect(plain((await screen.findByRole("alert")).textContent)).toBe(message);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo("/pay/payout")).toEqual([]);
  });

  it("opens the balance-lack dialog for more than the balance", async () => {
    const { openDialog, callsTo } = setup();
    await typeAmount("200");
    review();
    await waitFor(() => expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "USDT" } }));
    expect(callsTo("/pay/payout")).toEqual([]);
  });

  it("keeps the attempt's key for the retry after an answer that never came, and a new one after a refusal", async () => {
    let attempt = 0;
    const { callsTo } = setup({
      answers: {
        "/pay/payout": (input) => {
          attempt += 1;
          if (attempt === 1) throw new NetworkError(request, new Error("offline"));
          if (attempt === 2) throw new BusinessError(request, 2003, "limit");
          return order((input as { amount: string }).amount);
        },
      },
    });
    await typeAmount("20");
    review();
    fireEvent.click(await confirmButton());
    expect(await screen.findByText(/No connection|Network error/)).toBeTruthy();
    review();
    fireEvent.click(await confirmButton());
    expect(await screen.findByText("This is more than is left of today's withdrawal limit.")).toBeTruthy();
    review();
    fireEvent.click(await confirmButton());
    await screen.findByRole("heading", { name: "Withdrawal on its way" });
    const keys = callsTo("/pay/payout").map((input) => (input as { idempotency_key: string }).idempotency_key);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("asks for a payment method first when the player has none", async () => {
    setup({ methods: [] });
    expect(await screen.findByText("Add a payment method first")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add a payment method" }).getAttribute("href")).toBe("/en-US/user/payment?back=withdrawNew");
  });
});

describe("/user/withdraw-quantity", () => {
  it("offers the fixed amounts, the ones above the balance disabled", async () => {
    const { callsTo } = setup({ flow: "withdrawQuantity" });
    const amounts = await screen.findByRole("group", { name: "Amount of USDT" });
    const radios = within(amounts).getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((radio) => [radio.value, radio.disabled])).toEqual([
      ["10", false],
      ["20", false],
      ["50", false],
      ["100", false],
      ["200", true],
    ]);
    fireEvent.click(within(amounts).getByLabelText("50.00 USDT"));
    expect(plain(screen.getByTestId("payout-receive").textContent)).toBe("49.50 USDT");
    review();
    fireEvent.click(await confirmButton());
    await screen.findByRole("heading", { name: "Withdrawal on its way" });
    expect(callsTo("/pay/payout")).toEqual([expect.objectContaining({ amount: "50" })]);
  });
});

describe("with the reads the server made for the page", () => {
  const READS = ["/pay/payout_config", "/pay/payment_methods", "/wallet/user_asset"];
  const serverFirst = async (answers: Answers = backend(), userId = PLAYER_ID) => ({ userId, data: await loadPayout(fakeApi(answers).client) });

  it("loadPayout reads the config, the methods and the balances, each null when it failed", async () => {
    const server = fakeApi(backend());
    const read = await loadPayout(server.client);
    expect(READS.map(server.callsTo)).toEqual([[{}], [{}], [{}]]);
    expect(read.methods?.list.map((method) => method.method_id)).toEqual([1, 2]);
    const failed = await loadPayout(fakeApi({ ...backend(), "/pay/payment_methods": () => Promise.reject(new Error("down")) }).client);
    expect(failed.methods).toBeNull();
    expect(failed.config).not.toBeNull();
  });

  it("has the method it pays to in the server's HTML with the form's skeleton, hydrates without asking again, then loads the form", async () => {
    const first = await serverFirst();
    const page = await hydrateFeature(<PayoutScreen locale="en-US" flow="withdrawQuantity" coin={null} amount={null} methodId={null} first={first} />, { answers: backend() });
    expect(page.html).toContain("Withdraw a fixed amount");
    expect(page.html).toContain("Vietcombank •••• 6789");
    expect(page.html).toContain('aria-busy="true"');
    expect(page.recoverable).toEqual([]);
    const amounts = await within(page.container).findByRole("group", { name: "Amount of USDT" });
    fireEvent.click(within(amounts).getByLabelText("50.00 USDT"));
    expect(plain(within(page.container).getByTestId("payout-receive").textContent)).toBe("49.50 USDT");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(READS.map(page.callsTo)).toEqual([[], [], []]);
    page.unmount();
  });

  it("pays out once on the server-rendered page and renders the page again on the server; an answer that never came keeps the attempt's key", async () => {
    let attempt = 0;
    const answers: Answers = {
      ...backend(),
      "/pay/payout": (input) => {
        attempt += 1;
        if (attempt === 1) throw new NetworkError(request, new Error("offline"));
        return order((input as { amount: string }).amount);
      },
    };
    const { callsTo } = setup({ first: await serverFirst(), answers });
    await typeAmount("20");
    review();
    fireEvent.click(await confirmButton());
    expect(await screen.findByText(/No connection|Network error/)).toBeTruthy();
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    review();
    const confirm = await confirmButton();
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole("heading", { name: "Withdrawal on its way" })).toBeTruthy();
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(2));
    const keys = callsTo("/pay/payout").map((input) => (input as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    fireEvent.click(screen.getByRole("button", { name: "Make another withdrawal" }));
    expect(await screen.findByLabelText("Amount of USDT")).toBeTruthy();
    expect(READS.map((path) => callsTo(path).length)).toEqual([0, 0, 0]);
  });

  it("asks for a payment method first in the HTML when the player has none", async () => {
    const first = await serverFirst(backend([]));
    const page = await hydrateFeature(<PayoutScreen locale="en-US" flow="withdrawNew" coin={null} amount={null} methodId={null} first={first} />, { answers: backend([]) });
    expect(page.html).toContain("Add a payment method first");
    expect(page.recoverable).toEqual([]);
    page.unmount();
  });

  it("reads in the browser when a server read failed, with a retry", async () => {
    let fail = true;
    const flaky: Answers = { ...backend(), "/pay/payment_methods": () => (fail ? Promise.reject(new Error("down")) : { list: [BANK, WALLET] }) };
    const first = await serverFirst({ ...backend(), "/pay/payment_methods": () => Promise.reject(new Error("down")) });
    setup({ first, answers: flaky });
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(screen.getByText("The withdrawal could not load.")).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(retry));
    expect((await screen.findByTestId("payout-method")).textContent).toBe("Vietcombank •••• 6789");
  });

  it("asks for the player's own reads when the server read for another login", async () => {
    const first = await serverFirst(backend([WALLET]), PLAYER_ID + 1);
    const { callsTo } = setup({ first });
    expect((await screen.findByTestId("payout-method")).textContent).toBe("Vietcombank •••• 6789");
    expect(READS.map((path) => callsTo(path).length)).toEqual([1, 1, 1]);
  });

  it("asks a guest to sign in and reads nothing", async () => {
    const { callsTo } = renderFeature(<PayoutScreen locale="en-US" flow="withdrawNew" coin={null} amount={null} methodId={null} first={null} />, { answers: backend(), loggedIn: false });
    expect(await screen.findByText("Sign in to withdraw")).toBeTruthy();
    expect(READS.map((path) => callsTo(path).length)).toEqual([0, 0, 0]);
  });
});
