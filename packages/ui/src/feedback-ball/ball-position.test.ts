import { describe, expect, it } from "vitest";
import { ballRoom, clampToViewport, movedBeyondThreshold, placeAtRest, readBallRest, restAfterKey, restOf, snapToSide } from "./ball-position";

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

describe("resting on either edge", () => {
  it("places a rest on its side at its height, inside the margins", () => {
    expect(placeAtRest({ side: "left", top: 0 }, BALL, VIEWPORT)).toEqual({ x: 8, y: 8 });
    expect(placeAtRest({ side: "right", top: 1 }, BALL, VIEWPORT)).toEqual({ x: 319, y: 611 });
    expect(placeAtRest({ side: "right", top: 0.5 }, BALL, VIEWPORT)).toEqual({ x: 319, y: 309.5 });
    // Out-of-range heights stay on screen.
    expect(placeAtRest({ side: "left", top: 7 }, BALL, VIEWPORT)).toEqual({ x: 8, y: 611 });
  });

  it("reads the rest a drag ends at: the nearer side and the height as a fraction", () => {
    expect(restOf({ x: 40, y: 309.5 }, BALL, VIEWPORT)).toEqual({ side: "left", top: 0.5 });
    expect(restOf({ x: 200, y: 8 }, BALL, VIEWPORT)).toEqual({ side: "right", top: 0 });
    expect(restOf({ x: 164, y: 700 }, BALL, VIEWPORT)).toEqual({ side: "right", top: 1 });
  });

  it("keeps the same place on another screen size", () => {
    const rest = restOf(snapToSide({ x: 30, y: 400 }, BALL, VIEWPORT), BALL, VIEWPORT);
    const wide = { width: 414, height: 896 };
    const placed = placeAtRest(rest, BALL, wide);
    expect(placed.x).toBe(8);
    expect(restOf(placed, BALL, wide).top).toBeCloseTo(rest.top, 10);
  });

  it("moves with the arrow keys and ignores other keys", () => {
    const rest = { side: "right" as const, top: 0.7 };
    expect(restAfterKey(rest, "ArrowLeft")).toEqual({ side: "left", top: 0.7 });
    expect(restAfterKey({ side: "left", top: 0.7 }, "ArrowRight")).toEqual({ side: "right", top: 0.7 });
    expect(restAfterKey(rest, "ArrowUp")).toEqual({ side: "right", top: 0.6 });
    expect(restAfterKey({ side: "right", top: 0.95 }, "ArrowDown")).toEqual({ side: "right", top: 1 });
    expect(restAfterKey({ side: "right", top: 0.05 }, "ArrowUp")).toEqual({ side: "right", top: 0 });
    expect(restAfterKey(rest, "Enter")).toBeNull();
  });

  it("reads back only a rest it stored", () => {
    expect(readBallRest(JSON.stringify({ side: "left", top: 0.25 }))).toEqual({ side: "left", top: 0.25 });
    expect(readBallRest(JSON.stringify({ side: "left", top: 3 }))).toEqual({ side: "left", top: 1 });
    expect(readBallRest(JSON.stringify({ side: "middle", top: 0.2 }))).toBeNull();
    expect(readBallRest("{not json")).toBeNull();
    expect(readBallRest(null)).toBeNull();
  });
});

describe("the room lists leave for the ball", () => {
  it("is what lies below the ball in the lower half, nothing in the upper half", () => {
    expect(ballRoom({ x: 319, y: 500 }, BALL, VIEWPORT)).toBe(667 - 500 + 8);
    expect(ballRoom({ x: 8, y: 611 }, BALL, VIEWPORT)).toBe(64);
    expect(ballRoom({ x: 319, y: 100 }, BALL, VIEWPORT)).toBe(0);
  });
});
