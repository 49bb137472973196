import { describe, expect, it } from "vitest";
import { readAmount } from "./read-amount";

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
