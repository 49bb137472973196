import type { PayoutCoin } from "@repo/api-client/endpoints/pay";
import { describe, expect, it } from "vitest";
import { checkPayout, dailyLeft, largestPayout } from "./payout-check";

const USDT: PayoutCoin = {
  coin_name: "USDT",
  decimals: 6,
  min_amount: "5",
  max_amount: "500",
  daily_limit: "1000",
  daily_used: "980",
  fee_bps: 100,
  fee_min: "0.5",
  quantities: ["10", "20", "50", "100"],
};

describe("a payout's amount", () => {
  it("quotes the fee and what arrives, exactly", () => {
    expect(checkPayout("12.345678", { ...USDT, daily_used: "0" }, "125.5")).toEqual({ ok: true, amount: "12.345678", fee: "0.5", received: "11.845678" });
    expect(checkPayout("100", { ...USDT, daily_used: "0" }, "125.5")).toEqual({ ok: true, amount: "100", fee: "1", received: "99" });
  });

  it.each([
    ["", { kind: "empty" }],
    ["abc", { kind: "invalid" }],
    ["4.99", { kind: "below_min", min: "5" }],
    ["5.0000001", { kind: "too_many_decimals", decimals: 6 }],
    ["130", { kind: "over_balance", balance: "125.5" }],
    ["20.01", { kind: "over_daily", left: "20" }],
  ])("refuses %j", (text, problem) => {
    expect(checkPayout(text, USDT, "125.5")).toEqual({ ok: false, problem });
  });

  it("refuses above the maximum and an amount the fee swallows", () => {
    expect(checkPayout("501", { ...USDT, daily_used: "0" }, "9999")).toEqual({ ok: false, problem: { kind: "above_max", max: "500" } });
    expect(checkPayout("0.4", { ...USDT, min_amount: "0.1" }, "10")).toEqual({ ok: false, problem: { kind: "not_above_fee", fee: "0.5" } });
  });

  it("knows what is left today and the largest payout now", () => {
    expect(dailyLeft(USDT)).toBe("20");
    expect(dailyLeft({ ...USDT, daily_used: "1200" })).toBe("0");
    expect(largestPayout(USDT, "125.5")).toBe("20");
    expect(largestPayout({ ...USDT, daily_used: "0" }, "125.5")).toBe("125.5");
    expect(largestPayout({ ...USDT, daily_used: "0", decimals: 2 }, "125.5678")).toBe("125.56");
  });
});
