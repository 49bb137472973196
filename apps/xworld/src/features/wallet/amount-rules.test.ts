import { describe, expect, it } from "vitest";
import { checkAmount, exceedsBalance, readAmount } from "./amount-rules";

describe("readAmount", () => {
  it.each([
    ["12.5", 6, "12.5"],
    ["12,5", 6, "12.5"],
    [" 100 ", 2, "100"],
    ["0.000001", 6, "0.000001"],
    ["7.10", 2, "7.1"],
  ])("accepts %j with %i decimals as %j", (text, decimals, amount) => {
    expect(readAmount(text, decimals)).toMatchObject({ ok: true, amount });
  });

  it.each([
    ["", { kind: "empty" }],
    ["   ", { kind: "empty" }],
    ["abc", { kind: "invalid" }],
    ["-5", { kind: "invalid" }],
    ["1e3", { kind: "invalid" }],
    ["1,000.5", { kind: "invalid" }],
    ["1234567890123456", { kind: "invalid" }],
    ["0", { kind: "zero" }],
    ["0.00", { kind: "zero" }],
    ["10.001", { kind: "too_many_decimals", decimals: 2 }],
  ])("refuses %j", (text, problem) => {
    expect(readAmount(text, 2)).toEqual({ ok: false, problem });
  });
});

describe("checkAmount", () => {
  const limits = { decimals: 6, min: "5", balance: "3000" };

  it.each([
    ["4.999999", { kind: "below_min", min: "5" }],
    ["3000.000001", { kind: "over_balance", balance: "3000" }],
    ["1.1234567", { kind: "too_many_decimals", decimals: 6 }],
  ])("refuses %j", (text, problem) => {
    expect(checkAmount(text, limits)).toEqual({ ok: false, problem });
  });

  it("accepts the minimum and the whole balance", () => {
    expect(checkAmount("5", limits)).toMatchObject({ ok: true, amount: "5" });
    expect(checkAmount("3000.00", limits)).toMatchObject({ ok: true, amount: "3000" });
  });

  it("names the smaller problem first: under the minimum before over the balance", () => {
    expect(checkAmount("1", { decimals: 6, min: "5", balance: "0" })).toEqual({ ok: false, problem: { kind: "below_min", min: "5" } });
  });

  it("checks only the limits it is given", () => {
    expect(checkAmount("999999", { decimals: 6 })).toMatchObject({ ok: true });
  });
});

describe("exceedsBalance", () => {
  it.each([
    [3_000_000_001n, "3000", true],
    [3_000_000_000n, "3000.00", false],
    [1n, undefined, true],
  ])("%s units against %j → %s", (units, balance, exceeds) => {
    expect(exceedsBalance(units, balance)).toBe(exceeds);
  });
});
