import { describe, expect, it } from "vitest";
import { fromUnits, toUnits } from "@repo/app-shell/money/units";
import { minimumSwap, quoteSwap, swapFeePercent, swapRate, type SwapToken } from "./swap-quote";

// The dev API's coins: prices in USDT and decimals as get_token_info sends them.
const COINS: Record<string, SwapToken> = {
  USDT: { coin_name: "USDT", price_usdt: "1.00", decimals: 6 },
  WH: { coin_name: "WH", price_usdt: "0.02", decimals: 6 },
  XB: { coin_name: "XB", price_usdt: "0.001", decimals: 2 },
  KTHER: { coin_name: "KTHER", price_usdt: "0.15", decimals: 6 },
  KC: { coin_name: "KC", price_usdt: "0.01", decimals: 6 },
  HAPPY: { coin_name: "HAPPY", price_usdt: "0.005", decimals: 6 },
};
const coin = (name: string) => COINS[name] as SwapToken;

const quote = (amount: string, from: string, to: string) => {
  const result = quoteSwap(toUnits(amount) ?? 0n, coin(from), coin(to));
  return result === null ? null : fromUnits(result);
};

describe("quoteSwap", () => {
  // The same amounts the dev API's contract test expects from offchain_swap and onchain_swap.
  it.each([
    ["1", "USDT", "WH", "49.85"],
    ["1000", "XB", "USDT", "0.997"],
    ["1.234567", "WH", "XB", "24.61"],
    ["40", "KTHER", "WH", "299.1"],
    ["0.000001", "USDT", "XB", "0"],
  ])("%s %s → %s %s", (amount, from, to, expected) => {
    expect(quote(amount, from, to)).toBe(expected);
  });

  it("has no quote without a price", () => {
    expect(quoteSwap(1_000_000n, { ...coin("WH"), price_usdt: "0" }, coin("USDT"))).toBeNull();
    expect(quoteSwap(1_000_000n, coin("WH"), { ...coin("USDT"), price_usdt: "n/a" })).toBeNull();
  });
});

describe("swapRate", () => {
  it.each([
    ["KTHER", "WH", "7.5"],
    ["WH", "KTHER", "0.133333"],
    ["USDT", "XB", "1000"],
  ])("1 %s = %s %s before the fee", (from, to, rate) => {
    expect(swapRate(coin(from), coin(to))).toBe(rate);
  });
});

describe("minimumSwap", () => {
  it.each([
    ["USDT", "0.1"],
    ["WH", "5"],
    ["XB", "100"],
    ["KTHER", "0.67"],
    ["HAPPY", "20"],
  ])("%s: at least %s", (name, min) => {
    expect(minimumSwap(coin(name))).toBe(min);
  });
});

it("states the fee as a percentage", () => {
  expect(swapFeePercent()).toBe("0.3");
});
