import { describe, expect, it } from "vitest";
import { prizePart, sharePercent, sharesLeft } from "./pool-math";

describe("pool money rules", () => {
  it("gives the share in percent, rounded down", () => {
    expect(sharePercent(2, 29)).toBe("6.89");
    expect(sharePercent(6, 60)).toBe("10");
    expect(sharePercent(1, 3)).toBe("33.33");
    expect(sharePercent(0, 10)).toBe("0");
    expect(sharePercent(3, 0)).toBe("0");
  });

  it("splits the prize in proportion to the shares, rounded down to the coin's decimals", () => {
    expect(prizePart("300", 6, 60, 6)).toBe("30");
    expect(prizePart("100", 1, 3, 6)).toBe("33.333333");
    expect(prizePart("100", 1, 3, 2)).toBe("33.33");
    expect(prizePart("2000", 7, 9, 0)).toBe("1555");
    expect(prizePart("100", 0, 3, 6)).toBe("0");
  });

  it("counts the shares a player may still take", () => {
    expect(sharesLeft(20, 6)).toBe(14);
    expect(sharesLeft(20, 25)).toBe(0);
  });
});
