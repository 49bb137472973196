import { describe, expect, it } from "vitest";
import { checkAmount, exceedsBalance } from "./check-amount";

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

describe("checkAmount with a maximum", () => {
  it("refuses more than the maximum before it looks at the balance", () => {
    expect(checkAmount("501", { decimals: 2, max: "500", balance: "100" })).toEqual({ ok: false, problem: { kind: "above_max", max: "500" } });
    expect(checkAmount("500", { decimals: 2, max: "500" })).toMatchObject({ ok: true, amount: "500" });
  });
});
