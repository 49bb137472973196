import { describe, expect, it } from "vitest";
import { type AmountCheck, checkRechargeAmount, checkWithdrawAmount, withdrawableLocal } from "./amount-rules";
import { fromUnits, toUnits } from "@repo/app-shell/money/units";
import { localToUsdt, normaliseAmount, usdtToLocal } from "./money-math";

const VND = { min: "25000", max: "125000000", usdtRate: "25000", decimals: 0 };
const BRL = { min: "5", max: "25000", usdtRate: "5", decimals: 2 };
const MYR = { min: "4.7", max: "23500", usdtRate: "4.7", decimals: 2 };

const problem = (check: AmountCheck) => (check.ok ? null : check.problem);

describe("checkRechargeAmount", () => {
  it.each([
    ["", VND, { kind: "empty" }],
    ["   ", VND, { kind: "empty" }],
    ["abc", VND, { kind: "invalid" }],
    ["-5", VND, { kind: "invalid" }],
    ["1e6", VND, { kind: "invalid" }],
    ["250.000", VND, { kind: "too_many_decimals", decimals: 0 }],
    ["0", VND, { kind: "zero" }],
    ["24999", VND, { kind: "below_min", min: "25000" }],
    ["125000001", VND, { kind: "above_max", max: "125000000" }],
    ["12.345", BRL, { kind: "too_many_decimals", decimals: 2 }],
    ["4.99", BRL, { kind: "below_min", min: "5" }],
    ["4.69", MYR, { kind: "below_min", min: "4.7" }],
  ] as const)("%j in %j is refused: %j", (text, limits, expected) => {
    expect(problem(checkRechargeAmount(text, limits))).toEqual(expected);
  });

  it.each([
    ["25000", VND, "25000", "1"],
    ["125000000", VND, "125000000", "5000"],
    [" 250000 ", VND, "250000", "10"],
    ["12,5", BRL, "12.5", "2.5"],
    ["5.00", BRL, "5", "1"],
    ["4.70", MYR, "4.7", "1"],
  ] as const)("%j in %j is accepted as %s (%s USDT)", (text, limits, amount, usdt) => {
    expect(checkRechargeAmount(text, limits)).toEqual({ ok: true, amount, usdt });
  });
});

describe("checkWithdrawAmount", () => {
  const account = { ...VND, balanceUsdt: "60", lockedUsdt: "12.5" };

  it("the withdrawable amount is the balance in the currency, rounded down to its decimals", () => {
    expect(withdrawableLocal(account)).toBe("1500000");
    expect(withdrawableLocal({ ...MYR, balanceUsdt: "1.23", lockedUsdt: "0" })).toBe("5.78");
  });

  it.each([
    ["1500001", account, { kind: "locked", withdrawable: "1500000", locked: "12.5" }],
    ["1812500", account, { kind: "locked", withdrawable: "1500000", locked: "12.5" }],
    ["1812501", account, { kind: "over_balance", withdrawable: "1500000" }],
    ["1500001", { ...account, lockedUsdt: "0" }, { kind: "over_balance", withdrawable: "1500000" }],
    ["24999", account, { kind: "below_min", min: "25000" }],
    ["", account, { kind: "empty" }],
    ["0", account, { kind: "zero" }],
    ["20000", { ...account, balanceUsdt: "0.5", lockedUsdt: "0" }, { kind: "over_balance", withdrawable: "12500" }],
  ] as const)("%j with %j is refused: %j", (text, limits, expected) => {
    expect(problem(checkWithdrawAmount(text, limits))).toEqual(expected);
  });

  it.each([
    ["25000", "1"],
    ["1500000", "60"],
    ["250000", "10"],
  ])("%s is accepted (%s USDT)", (text, usdt) => {
    expect(checkWithdrawAmount(text, account)).toEqual({ ok: true, amount: text, usdt });
  });
});

describe("money math", () => {
  it("converts exactly, rounding down", () => {
    expect(fromUnits(localToUsdt(toUnits("10")!, toUnits("3")!))).toBe("3.333333");
    expect(fromUnits(usdtToLocal(toUnits("3.333333")!, toUnits("3")!, 2))).toBe("9.99");
    expect(fromUnits(localToUsdt(toUnits("10")!, 0n))).toBe("0");
  });

  it.each([
    ["125000.00", "125000"],
    ["12.50", "12.5"],
    ["not a number", "not a number"],
  ])("normalises the API amount %j as %j", (text, plain) => {
    expect(normaliseAmount(text)).toBe(plain);
  });
});
