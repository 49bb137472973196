import { describe, expect, it } from "vitest";
import { clampToViewport, movedBeyondThreshold, snapToSide } from "./ball-position";

const BALL = { width: 48, height: 48 };
const VIEWPORT = { width: 375, height: 667 };

describe("clampToViewport", () => {
  it.each([
    [{ x: 100, y: 200 }, { x: 100, y: 200 }],
    [{ x: -50, y: -50 }, { x: 8, y: 8 }],
    [{ x: 1000, y: 1000 }, { x: 375 - 48 - 8, y: 667 - 48 - 8 }],
    [{ x: 320, y: 612 }, { x: 319, y: 611 }],
  ])("%o → %o", (position, expected) => {
    expect(clampToViewport(position, BALL, VIEWPORT)).toEqual(expected);
  });
});

describe("snapToSide", () => {
  it.each([
    [{ x: 50, y: 300 }, { x: 8, y: 300 }],
    [{ x: 200, y: 300 }, { x: 319, y: 300 }],
    [{ x: 200, y: 5000 }, { x: 319, y: 611 }],
  ])("%o rests at %o", (position, expected) => {
    expect(snapToSide(position, BALL, VIEWPORT)).toEqual(expected);
  });
});

describe("movedBeyondThreshold", () => {
  it("treats small jitter as a tap", () => {
    expect(movedBeyondThreshold({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(false);
    expect(movedBeyondThreshold({ x: 0, y: 0 }, { x: 6, y: 4 })).toBe(true);
  });
});
