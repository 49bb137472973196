// Spec: not shown — where the ball starts and rests; it starts at the right edge, a little below
// the middle, and after a drag rests against the nearer side.
// Where the floating feedback ball may sit: fully inside the viewport, a margin from each edge.

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const BALL_EDGE_MARGIN = 8;

/** Keeps the ball's top-left corner so the whole ball stays inside the viewport. */
export function clampToViewport(position: Point, ball: Size, viewport: Size, margin = BALL_EDGE_MARGIN): Point {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, margin), Math.max(margin, max - margin));
  return { x: clamp(position.x, viewport.width - ball.width), y: clamp(position.y, viewport.height - ball.height) };
}

/** After a drag the ball rests against the nearer side edge, out of the content's way. */
export function snapToSide(position: Point, ball: Size, viewport: Size, margin = BALL_EDGE_MARGIN): Point {
  const centre = position.x + ball.width / 2;
  const x = centre < viewport.width / 2 ? margin : viewport.width - ball.width - margin;
  return clampToViewport({ x, y: position.y }, ball, viewport, margin);
}

/** A press that moved less than this (CSS px) is a tap, not a drag. */
export const DRAG_THRESHOLD = 6;

export function movedBeyondThreshold(from: Point, to: Point): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) > DRAG_THRESHOLD;
}

export type BallSide = "left" | "right";

/**
 * Where the ball rests, independent of the screen's size: the side it leans on and how far down it
 * sits, as a fraction of the height it can move in (0 the top, 1 the bottom). Stored as JSON.
 */
export interface BallRest {
  side: BallSide;
  top: number;
}

// Spec: not shown — where the ball starts. Choice: the right edge, a little below the middle (clear of
// the headers above and the tab bar below).
export const DEFAULT_BALL_REST: BallRest = { side: "right", top: 0.7 };

/** One arrow-key press moves the ball this fraction of the height it can move in. */
export const KEY_STEP = 0.1;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** The ball's width and height in CSS: the component's `size-48` class. */
export const BALL_SIZE_CSS = "calc(var(--spacing) * 48)";

/** The viewport's height in CSS: the dynamic one, which follows a phone's collapsing address bar. */
const VIEWPORT_HEIGHT_CSS = "100dvh";

// The browser places a resting ball from these rules with no script measuring anything: on any screen
// size, after a rotation, and as a tab bar's room (`inset`, a CSS length) comes and goes.

/** How far (CSS) the ball's top edge can move: the viewport above `inset`, less the ball and both margins. */
export function ballTravelCss(inset: string, margin = BALL_EDGE_MARGIN): string {
  return `max(0px, ${VIEWPORT_HEIGHT_CSS} - ${inset} - ${BALL_SIZE_CSS} - ${2 * margin}px)`;
}

/** A fraction as CSS writes it: between 0 and 1, at most four decimals (no exponent). */
const cssFraction = (value: number) => String(Math.round(clamp01(value) * 10_000) / 10_000);

/** The `left` and `top` (CSS) of a ball resting at `rest` above `inset`. */
export function placeAtRestCss(rest: BallRest, inset: string, margin = BALL_EDGE_MARGIN): { left: string; top: string } {
  return {
    left: rest.side === "left" ? `${margin}px` : `calc(100% - ${BALL_SIZE_CSS} - ${margin}px)`,
    top: `calc(${margin}px + ${cssFraction(rest.top)} * ${ballTravelCss(inset, margin)})`,
  };
}

/** The rest of a ball at `position` after a drag: the nearer side, and its height as a fraction. */
export function restOf(position: Point, ball: Size, viewport: Size, margin = BALL_EDGE_MARGIN): BallRest {
  const travel = viewport.height - ball.height - 2 * margin;
  const side: BallSide = position.x + ball.width / 2 < viewport.width / 2 ? "left" : "right";
  return { side, top: travel > 0 ? clamp01((position.y - margin) / travel) : 0 };
}

/** The rest an arrow key asks for (left and right: that edge; up and down: a step), or null for other keys. */
export function restAfterKey(rest: BallRest, key: string): BallRest | null {
  switch (key) {
    case "ArrowLeft":
      return { ...rest, side: "left" };
    case "ArrowRight":
      return { ...rest, side: "right" };
    case "ArrowUp":
      return { ...rest, top: clamp01(Math.round((rest.top - KEY_STEP) * 100) / 100) };
    case "ArrowDown":
      return { ...rest, top: clamp01(Math.round((rest.top + KEY_STEP) * 100) / 100) };
    default:
      return null;
  }
}

/** A stored rest read back; anything else (an older format, a hand-edited value) is null. */
export function readBallRest(text: string | null): BallRest | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== "object") return null;
    const { side, top } = value as Record<string, unknown>;
    if ((side !== "left" && side !== "right") || typeof top !== "number" || !Number.isFinite(top)) return null;
    return { side, top: clamp01(top) };
  } catch {
    return null;
  }
}

/**
 * The room (CSS) a page leaves below its last row so the player can scroll it clear of a ball resting at
 * `rest` above `inset`: what lies below the ball's top edge down to the inset, plus the margin, while the
 * ball is in the lower half (`top` ≥ 0.5: its centre is at or below the middle of the area); nothing while
 * it sits in the upper half (the end of a list never reaches it there).
 */
export function ballRoomCss(rest: BallRest, inset: string, margin = BALL_EDGE_MARGIN): string {
  if (clamp01(rest.top) < 0.5) return "0px";
  // The area's height less the ball's top edge (margin + top × travel), plus the margin.
  return `calc(${VIEWPORT_HEIGHT_CSS} - ${inset} - ${cssFraction(rest.top)} * ${ballTravelCss(inset, margin)})`;
}
