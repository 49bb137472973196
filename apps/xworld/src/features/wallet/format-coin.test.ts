import { describe, expect, it } from "vitest";
import { formatBalance, formatExact } from "./format-coin";

describe("formatExact", () => {
  it.each([
    ["0.997", "0.997"],
    ["49.85", "49.85"],
    ["3000", "3,000.00"],
    ["0.000001", "0.000001"],
    ["12.345678", "12.345678"],
    ["-0.5", "-0.50"],
    ["123456789.5", "123,456,789.50"],
  ])("%s → %s", (value, text) => {
    expect(formatExact(value, "en-US")).toBe(text);
  });

  it("stops at the coin's decimals", () => {
    expect(formatExact("24.617265", "en-US", 2)).toBe("24.61");
  });

  it("writes the locale's separators", () => {
    expect(formatExact("1234.5", "vi-VN")).toBe("1.234,50");
  });
});

it("formats balances by the app's rules", () => {
  expect(formatBalance("0.997", "en-US")).toBe("0.99");
  expect(formatBalance("3000", "en-US")).toBe("3,000.00");
});
