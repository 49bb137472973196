import { BusinessError, TimeoutError } from "@repo/api-client/errors";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { PayScreen } from "./PayScreen";
import { type Answers, PAY_SETTINGS_ANSWERS, renderFeature } from "./testing";

/** One idempotency key per confirmed attempt (@repo/api-client/attempt-key). */
const ATTEMPT_KEY = expect.stringMatching(/^[0-9a-f]{32}$/);

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

const NOW = TEST_NOW / 1000;
// The screens read the clock (countdowns, "just now"): it stands at TEST_NOW, never the machine's.
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

const ACCOUNT_ANSWERS: Answers = {
  ...PAY_SETTINGS_ANSWERS,
  "/lucky_bear/asset_list": () => ({
    list: [{ coin_name: "LB-USDT", coin_logo: "", amount: "60.00", locked: "12.50", usdt_amount: "60.00" }],
    total_usdt: "60.00",
  }),
  "/lucky_bear/locked_detail": () => ({
    coin_name: "LB-USDT",
    locked_amount: "12.50",
    list: [{ lock_id: 1, amount: "12.50", reason: "Weekly cashback", unlock_at: NOW + 86_400, unlockable: false }],
  }),
  "/lucky_bear/recent_withdraw_logs": () => ({ list: [] }),
};

const WITHDRAW_REQUEST = { service: "lucky-bear", method: "POST", path: "/lucky_bear/withdraw", url: "" } as const;

function setup(withdraw: (input: unknown) => unknown = () => ({ order_id: "W-000201", status: "pending" }), { audit = false, answers = {} }: { audit?: boolean; answers?: Answers } = {}) {
  return renderFeature(<PayScreen locale="en-US" kind="withdraw" />, { answers: { ...ACCOUNT_ANSWERS, "/lucky_bear/withdraw": withdraw, ...answers }, audit });
}

async function fill(amount: string, account = "VCB 0011223344") {
  fireEvent.change(await screen.findByLabelText("Amount (VND)"), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText("Bank and account number"), { target: { value: account } });
  fireEvent.click(screen.getByRole("button", { name: /^Withdraw/ }));
}

describe("withdraw", () => {
  it("shows the withdrawable balance apart from the locked funds", async () => {
    setup();
    expect(plain((await screen.findByText("60.00 USDT")).textContent)).toBe("60.00 USDT");
    expect(screen.getByText("≈ ₫1,500,000")).toBeTruthy();
    expect(screen.getByText("Locked: 12.50 USDT")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Locked funds" })).getByText("Weekly cashback: 12.50 USDT")).toBeTruthy();
  });

  it.each([
    ["1600000", "12.50 USDT of your balance is locked and cannot be withdrawn yet. You can withdraw up to ₫1,500,000."],
    ["20000", "The minimum is ₫25,000."],
  ])("refuses %s with a message and sends nothing", async (amount, message) => {
    const { callsTo, openDialog } = setup();
    await fill(amount);
    expect(plain((await screen.findByRole("alert")).textContent)).toBe(message);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(openDialog()).toBeNull();
    expect(callsTo("/lucky_bear/withdraw")).toEqual([]);
  });

  it("opens the balance-lack dialog for more than the balance, without asking to confirm or sending", async () => {
    const { callsTo, openDialog } = setup();
    await fill("2000000");
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("That is more than your balance. You can withdraw up to ₫1,500,000.");
    expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "LB-USDT" } });
    expect(screen.queryByRole("dialog", { name: "Confirm the withdrawal" })).toBeNull();
    expect(callsTo("/lucky_bear/withdraw")).toEqual([]);
  });

  it("in audit mode says the balance is short in the form instead of opening the dialog", async () => {
    const { callsTo, openDialog } = setup(undefined, { audit: true });
    await fill("2000000");
    await waitFor(() => expect(screen.getAllByRole("alert").map((alert) => plain(alert.textContent))).toContain("Not enough LB-USDT. Top up to continue."));
    expect(openDialog()).toBeNull();
    expect(callsTo("/lucky_bear/withdraw")).toEqual([]);
    // Changing the amount clears the warning.
    fireEvent.change(screen.getByLabelText("Amount (VND)"), { target: { value: "250000" } });
    expect(screen.queryByText("Not enough LB-USDT. Top up to continue.")).toBeNull();
  });

  it("asks for the payout account the channel needs", async () => {
    setup();
    await fill("250000", "VCB 12");
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("Enter the bank name and an account number of at least 6 digits.");
    fireEvent.click(screen.getByRole("radio", { name: "USDT (TRC20)" }));
    expect(screen.getByLabelText("USDT address (TRC20)")).toBeTruthy();
  });

  it("withdraws once after the confirmation and shows the pending order", async () => {
    const { callsTo, invalidated } = setup();
    await fill("250000");
    const dialog = await screen.findByRole("dialog", { name: "Confirm the withdrawal" });
    expect(plain(dialog.textContent)).toContain("₫250,000 will be paid out to Bank transfer: VCB 0011223344.");
    const confirm = within(dialog).getByRole("button", { name: "Confirm withdrawal" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole("heading", { name: "Withdrawal requested" })).toBeTruthy();
    expect(screen.getByText("Order W-000201")).toBeTruthy();
    expect(screen.getByText("Processing")).toBeTruthy();
    expect(callsTo("/lucky_bear/withdraw")).toEqual([{ amount: "250000", currency: "VND", channel: "bank", account: "VCB 0011223344", idempotency_key: ATTEMPT_KEY }]);
    expect(invalidated()).toEqual(
      expect.arrayContaining([
        ["api", "lucky-bear", "/lucky_bear/my_orders"],
        ["api", "lucky-bear", "/lucky_bear/asset_list"],
        ["api", "lucky-bear", "/lucky_bear/recent_withdraw_logs"],
      ]),
    );
    expect(screen.getByRole("link", { name: "See my orders" }).getAttribute("href")).toBe("/en-US/luckybear/money#orders");
  });

  it("opens the balance-lack dialog when the server finds the balance too low", async () => {
    const { openDialog } = setup(() => {
      throw new BusinessError(WITHDRAW_REQUEST, 2001, "lack_LB-USDT");
    });
    await fill("250000");
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm withdrawal" }));
    await waitFor(() => expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "LB-USDT" } }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Withdrawal requested" })).toBeNull();
  });

  it("in audit mode says the server's balance lack in the form", async () => {
    const { openDialog } = setup(
      () => {
        throw new BusinessError(WITHDRAW_REQUEST, 2001, "lack_LB-USDT");
      },
      { audit: true },
    );
    await fill("250000");
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm withdrawal" }));
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("Not enough LB-USDT. Top up to continue.");
    expect(openDialog()).toBeNull();
  });

  it("releases a due lock with one request however often it is tapped, with an idempotency key", async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { callsTo } = setup(undefined, {
      answers: {
        "/lucky_bear/locked_detail": () => ({
          coin_name: "LB-USDT",
          locked_amount: "12.50",
          list: [{ lock_id: 7, amount: "12.50", reason: "Deposit bonus", unlock_at: NOW - 60, unlockable: true }],
        }),
        "/lucky_bear/unlock": () => new Promise((resolve) => (answer = resolve)),
      },
    });
    const release = await screen.findByRole("button", { name: "Release" });
    fireEvent.click(release);
    fireEvent.click(release);
    fireEvent.click(release);
    await waitFor(() => expect(callsTo("/lucky_bear/unlock")).toHaveLength(1));
    expect(callsTo("/lucky_bear/unlock")).toEqual([{ lock_id: 7, idempotency_key: ATTEMPT_KEY }]);
    answer({ amount: "12.50", coin_name: "LB-USDT" });
    expect(plain((await screen.findByTestId("unlock-result")).textContent)).toBe("+12.50 LB-USDT released to your balance");
    expect(callsTo("/lucky_bear/unlock")).toHaveLength(1);
  });

  it("keeps the attempt's key for the retry after a timeout, and a new confirmed attempt gets a new one", async () => {
    const request = { service: "lucky-bear", method: "POST", path: "/lucky_bear/withdraw", url: "" } as const;
    let attempt = 0;
    const { callsTo, invalidated } = setup(() => {
      attempt += 1;
      if (attempt === 1) throw new TimeoutError(request, 15_000);
      if (attempt === 2) throw new BusinessError(request, 5000, "Payouts are paused for a minute");
      return { order_id: `W-00020${attempt}`, status: "pending" };
    });
    const confirmOnce = async () => {
      fireEvent.click(within(await screen.findByRole("dialog", { name: "Confirm the withdrawal" })).getByRole("button", { name: "Confirm withdrawal" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    };
    await fill("250000");
    await confirmOnce();
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("The server took too long to answer. Try again.");
    // The outcome is unknown: balance and orders are read again before the player can retry.
    expect(invalidated()).toEqual(expect.arrayContaining([["api", "lucky-bear", "/lucky_bear/my_orders"], ["api", "lucky-bear", "/lucky_bear/asset_list"]]));
    fireEvent.click(screen.getByRole("button", { name: /^Withdraw/ }));
    await confirmOnce();
    expect(plain((await screen.findByRole("alert")).textContent)).toBe("Payouts are paused for a minute");
    fireEvent.click(screen.getByRole("button", { name: /^Withdraw/ }));
    await confirmOnce();
    expect(await screen.findByRole("heading", { name: "Withdrawal requested" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Make another withdrawal" }));
    await fill("250000");
    await confirmOnce();
    await waitFor(() => expect(callsTo("/lucky_bear/withdraw")).toHaveLength(4));

    const keys = callsTo("/lucky_bear/withdraw").map((input) => (input as { idempotency_key: string }).idempotency_key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
    expect(new Set(keys).size).toBe(3);
  });
});
