import { describe, expect, it } from "vitest";
import {
  ballRoomCss,
  ballTravelCss,
  clampToViewport,
  movedBeyondThreshold,
  placeAtRestCss,
  readBallRest,
  restAfterKey,
  restOf,
  snapToSide,
} from "./ball-position";

const BALL = { width: 48, height: 48 };
const VIEWPORT = { width: 375, height: 667 };

/**
 * Works out a CSS length of these rules in px the way the browser would, on a viewport of `width` ×
 * `height` with the design's root size (`--spacing` 0.01rem = 1 px: the ball is 48 px).
 */
function px(css: string, viewport: { width: number; height: number } = VIEWPORT): number {
  const expression = css
    .replaceAll("var(--spacing)", "1")
    .replaceAll("100dvh", String(viewport.height))
    .replaceAll("100%", String(viewport.width))
    .replaceAll("px", "")
    .replaceAll("calc(", "(")
    .replaceAll("max(", "Math.max(");
  if (!/^[\d\s.+\-*/(),]*$/.test(expression.replaceAll("Math.max", ""))) throw new Error(`not a length of these rules: ${css}`);
  return Number(new Function(`return ${expression};`)());
}

const placed = (css: { left: string; top: string }, viewport = VIEWPORT) => ({ x: px(css.left, viewport), y: px(css.top, viewport) });

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
    expect(placed(placeAtRestCss({ side: "left", top: 0 }, "0px"))).toEqual({ x: 8, y: 8 });
    expect(placed(placeAtRestCss({ side: "right", top: 1 }, "0px"))).toEqual({ x: 319, y: 611 });
    expect(placed(placeAtRestCss({ side: "right", top: 0.5 }, "0px"))).toEqual({ x: 319, y: 309.5 });
    // Out-of-range heights stay on screen.
    expect(placed(placeAtRestCss({ side: "left", top: 7 }, "0px"))).toEqual({ x: 8, y: 611 });
    // Above a tab bar's room, at the bottom of the area above it.
    expect(placed(placeAtRestCss({ side: "right", top: 1 }, "56px"))).toEqual({ x: 319, y: 611 - 56 });
    // A viewport too short to move in: the top margin.
    expect(px(ballTravelCss("0px"), { width: 375, height: 50 })).toBe(0);
    expect(placed(placeAtRestCss({ side: "left", top: 1 }, "0px"), { width: 375, height: 50 })).toEqual({ x: 8, y: 8 });
  });

  it("writes the height as a plain CSS number", () => {
    expect(placeAtRestCss({ side: "left", top: 1e-9 }, "0px").top).toContain("calc(8px + 0 * ");
    expect(placeAtRestCss({ side: "left", top: 0.123456 }, "0px").top).toContain("calc(8px + 0.1235 * ");
  });

  it("reads the rest a drag ends at: the nearer side and the height as a fraction", () => {
    expect(restOf({ x: 40, y: 309.5 }, BALL, VIEWPORT)).toEqual({ side: "left", top: 0.5 });
    expect(restOf({ x: 200, y: 8 }, BALL, VIEWPORT)).toEqual({ side: "right", top: 0 });
    expect(restOf({ x: 164, y: 700 }, BALL, VIEWPORT)).toEqual({ side: "right", top: 1 });
  });

  it("keeps the same place on another screen size", () => {
    const rest = restOf(snapToSide({ x: 30, y: 400 }, BALL, VIEWPORT), BALL, VIEWPORT);
    expect(placed(placeAtRestCss(rest, "0px")).y).toBeCloseTo(400, 1);
    const wide = { width: 414, height: 896 };
    const there = placed(placeAtRestCss(rest, "0px"), wide);
    expect(there.x).toBe(8);
    expect(restOf(there, BALL, wide).top).toBeCloseTo(rest.top, 4);
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
  it("is what lies below the ball in the lower half, plus the margin; nothing in the upper half", () => {
    // Resting at the bottom: the ball and both margins.
    expect(px(ballRoomCss({ side: "left", top: 1 }, "0px"))).toBe(64);
    const lower = restOf({ x: 319, y: 500 }, BALL, VIEWPORT);
    expect(px(ballRoomCss(lower, "0px"))).toBeCloseTo(667 - 500 + 8, 0);
    expect(px(ballRoomCss({ side: "right", top: 0.5 }, "0px"))).toBeCloseTo(667 - 309.5 + 8, 5);
    expect(ballRoomCss({ side: "right", top: 0.49 }, "0px")).toBe("0px");
    expect(ballRoomCss(restOf({ x: 319, y: 100 }, BALL, VIEWPORT), "0px")).toBe("0px");
  });

  it("is measured above a tab bar's room, which the bar's spacer leaves itself", () => {
    expect(px(ballRoomCss({ side: "right", top: 1 }, "56px"))).toBe(64);
    expect(px(ballRoomCss({ side: "right", top: 0.7 }, "56px"))).toBeCloseTo(667 - 56 - (8 + 0.7 * (667 - 56 - 64)) + 8, 5);
  });
});
