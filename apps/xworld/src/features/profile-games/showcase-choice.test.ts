import { describe, expect, it } from "vitest";
import { showcaseChanged, showcaseOrder } from "./showcase-choice";

describe("the games a profile shows", () => {
  it("keeps the shown ones in place and adds new choices after them, up to the limit", () => {
    expect(showcaseOrder([5, 3], [3, 5, 8], [3, 5, 8, 9], 3)).toEqual([5, 3, 8]);
    expect(showcaseOrder([5, 3], [9, 3, 8, 5], [3, 5, 8, 9], 3)).toEqual([5, 3, 9]);
    expect(showcaseOrder([5, 3], [3], [3, 5], 3)).toEqual([3]);
  });
  it("drops games the player does not have", () => {
    expect(showcaseOrder([], [1, 2], [2], 3)).toEqual([2]);
  });
  it("tells a real change from the same set in another order", () => {
    expect(showcaseChanged([1, 2], [2, 1])).toBe(false);
    expect(showcaseChanged([1, 2], [1])).toBe(true);
    expect(showcaseChanged([1], [1, 3])).toBe(true);
  });
});
