import { describe, expect, it } from "vitest";
import { coinNameOf, explanationKindOf } from "./coin-types";

describe("coinNameOf", () => {
  it.each([
    ["kther", "KTHER"],
    ["contribute", "KC"],
    ["happy", "HAPPY"],
    ["WH", "WH"],
    ["usdt", "USDT"],
    ["LB-USDT", "LB-USDT"],
    ["xgt_KTHER", "KTHER"],
    ["XCT-contribute", "KC"],
    ["xmtHAPPY", "HAPPY"],
    ["xct_kc", "KC"],
  ])("reads %j as %s", (value, coin) => {
    expect(coinNameOf(value)).toBe(coin);
  });

  it.each([null, undefined, "", "  ", "xgt_", "a b", "<script>", "x".repeat(33)])("finds no coin in %j", (value) => {
    expect(coinNameOf(value)).toBeNull();
  });

  it("keeps a bare prefix-like coin name", () => {
    expect(coinNameOf("xgt")).toBe("XGT");
  });
});

describe("explanationKindOf", () => {
  it.each([
    ["KTHER", "kther"],
    ["XUSD", "xusd"],
    ["KC", "contribute"],
    ["HAPPY", "happy"],
    ["WH", null],
    ["USDT", null],
  ])("%s → %s", (coin, kind) => {
    expect(explanationKindOf(coin)).toBe(kind);
  });
});
