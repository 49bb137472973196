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
