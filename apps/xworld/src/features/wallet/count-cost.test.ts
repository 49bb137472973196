import { describe, expect, it } from "vitest";
import { affordableCount, costOf } from "./count-cost";

describe("count cost", () => {
  it("multiplies exactly", () => {
    expect(costOf("50", 3)).toBe("150");
    expect(costOf("0.1", 3)).toBe("0.3");
    expect(costOf("0.000001", 7)).toBe("0.000007");
    expect(costOf("10", 0)).toBe("0");
  });

  it("counts what a balance pays for, rounding down", () => {
    expect(affordableCount("149.999999", "50")).toBe(2);
    expect(affordableCount("150", "50")).toBe(3);
    expect(affordableCount("0.3", "0.1")).toBe(3);
    expect(affordableCount(undefined, "1")).toBe(0);
    expect(affordableCount("100", "0")).toBe(0);
  });
});
