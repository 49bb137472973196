import { describe, expect, it } from "vitest";
import { checkSubscription, dueAt, termYield } from "./invest-math";

const PLAN = { decimals: 2, min_amount: "50.00", max_amount: "10000.00" };

describe("invest money rules", () => {
  it("computes the term's yield exactly and rounds it down to the product's decimals", () => {
    // 100 × 8.5 % × 30 ÷ 365 = 0.69863…
    expect(termYield(100_000_000n, "8.5", 30, 2)).toBe(690_000n);
    expect(termYield(100_000_000n, "8.5", 30, 6)).toBe(698_630n);
    // 20 × 6.5 % × 14 ÷ 365 = 0.049863…
    expect(termYield(20_000_000n, "6.5", 14, 4)).toBe(49_800n);
    expect(termYield(1_000_000_000n, "12", 90, 0)).toBe(29_000_000n);
    expect(termYield(0n, "12", 90, 2)).toBe(0n);
  });

  it("checks decimals, the minimum, the maximum and the balance, in that order", () => {
    expect(checkSubscription("60.001", PLAN, "1000")).toEqual({ ok: false, problem: { kind: "too_many_decimals", decimals: 2 } });
    expect(checkSubscription("49.99", PLAN, "1000")).toEqual({ ok: false, problem: { kind: "below_min", min: "50.00" } });
    expect(checkSubscription("10000.01", PLAN, "20000")).toEqual({ ok: false, problem: { kind: "above_max", max: "10000.00" } });
    expect(checkSubscription("200", PLAN, "125.50")).toEqual({ ok: false, problem: { kind: "over_balance", balance: "125.5" } });
    expect(checkSubscription("100,5", PLAN, "125.50")).toEqual({ ok: true, amount: "100.5", units: 100_500_000n });
  });

  it("is due a whole term later", () => {
    expect(dueAt(0, 30)).toBe(30 * 86_400_000);
  });
});
