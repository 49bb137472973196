import { describe, expect, it } from "vitest";
import { vipLadder } from "./vip-ladder";

describe("the VIP ladder", () => {
  it("lists levels 0 to 10 with the server's icons and marks the player's", () => {
    const ladder = vipLadder(3, [
      { level: 3, icon: "http://x/vip/3.svg" },
      { level: 0, icon: "http://x/vip/0.svg" },
      { level: 12, icon: "http://x/vip/12.svg" },
    ]);
    expect(ladder.map((step) => step.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(ladder[3]).toEqual({ level: 3, icon: "http://x/vip/3.svg", reached: true, current: true });
    expect(ladder[1]).toEqual({ level: 1, icon: null, reached: true, current: false });
    expect(ladder[4]?.reached).toBe(false);
  });

  it("keeps an out-of-range level on the ladder", () => {
    expect(vipLadder(14, []).filter((step) => step.current).map((step) => step.level)).toEqual([10]);
    expect(vipLadder(-2, []).filter((step) => step.current).map((step) => step.level)).toEqual([0]);
  });
});
