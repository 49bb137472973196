import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useRef, useState } from "react";
import { cn } from "../lib/cn";
import { Spinner } from "../spinner/Spinner";
import {
  BALL_EDGE_MARGIN,
  type BallRest,
  ballTravelCss,
  clampToViewport,
  DEFAULT_BALL_REST,
  movedBeyondThreshold,
  placeAtRestCss,
  type Point,
  restAfterKey,
  restOf,
  type Size,
  snapToSide,
} from "./ball-position";

export interface FeedbackBallProps {
  /** Opens feedback (the app routes to /user/feedback or the newer screen). */
  onOpen: () => void;
  /** Accessible name; "Feedback" by default. */
  label?: string;
  /** Content of the ball; a speech bubble by default. */
  children?: ReactNode;
  className?: string;
  /** Where the ball rests when it appears (the host keeps it per device); the right edge by default. */
  rest?: BallRest | null;
  /** The player moved the ball (a drag or the arrow keys): where it rests now, for the host to keep. */
  onRest?: (rest: BallRest) => void;
  /**
   * The CSS length at the bottom of the viewport the ball keeps clear of (a tab bar's room, e.g.
   * `TAB_BAR_ROOM_CSS` where the bar shows); `0px` by default.
   */
  bottomInset?: string;
  /** Opening is under way (the host reads where feedback lives): the ball spins and ignores taps. */
  busy?: boolean;
}

interface Drag {
  pointerId: number;
  start: Point;
  offset: Point;
  moved: boolean;
  /** The ball's size and the area it moves in (the viewport above the inset), measured as the drag began. */
  ball: Size;
  area: Size;
  /** Where the last pointer move put the ball (a cancelled pointer reports no place of its own). */
  at: Point | null;
}

/**
 * The floating feedback button. Drag it anywhere (it stays inside the viewport and rests against
 * the nearer side), or move it with the arrow keys while it has focus; a tap or Enter opens feedback.
 * Whether it shows, and where it rested last time, is the host's business.
 *
 * A resting ball is placed by CSS alone (`placeAtRestCss`): nothing is measured while a page starts, so
 * showing the ball forces no layout. Sizes are read only when a drag begins.
 */
export function FeedbackBall({ onOpen, label, children, className, rest, onRest, bottomInset = "0px", busy = false }: FeedbackBallProps) {
  const { t } = useLingui();
  const hintId = useId();
  // An invisible box the size of the area the ball's top edge moves in, measured when a drag begins.
  const travel = useRef<HTMLSpanElement>(null);
  const [resting, setResting] = useState<BallRest>(rest ?? DEFAULT_BALL_REST);
  // A new rest from the host (the stored one, or the one it kept) replaces the ball's own.
  const [restFromHost, setRestFromHost] = useState(rest);
  if (rest !== restFromHost) {
    setRestFromHost(rest);
    setResting(rest ?? DEFAULT_BALL_REST);
  }
  const drag = useRef<Drag | null>(null);
  const justDragged = useRef(false);
  /** Where the pointer has put the ball during a drag (CSS px); null while it rests. */
  const [dragged, setDragged] = useState<Point | null>(null);

  const settle = (next: BallRest) => {
    setResting(next);
    onRest?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = restAfterKey(resting, event.key);
    if (!next) return;
    event.preventDefault();
    settle(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const room = travel.current?.getBoundingClientRect();
    const ball = { width: rect.width, height: rect.height };
    drag.current = {
      pointerId: event.pointerId,
      start: { x: event.clientX, y: event.clientY },
      offset: { x: event.clientX - rect.left, y: event.clientY - rect.top },
      moved: false,
      ball,
      area: { width: room?.width ?? 0, height: (room?.height ?? 0) + ball.height + 2 * BALL_EDGE_MARGIN },
      at: null,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const pointer = { x: event.clientX, y: event.clientY };
    if (!current.moved && !movedBeyondThreshold(current.start, pointer)) return;
    current.moved = true;
    current.at = clampToViewport({ x: pointer.x - current.offset.x, y: pointer.y - current.offset.y }, current.ball, current.area);
    setDragged(current.at);
  };

  const endDrag = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.moved || !current.at) return;
    justDragged.current = true;
    setDragged(null);
    settle(restOf(snapToSide(current.at, current.ball, current.area), current.ball, current.area));
  };

  return (
    <button
      type="button"
      aria-label={label ?? t`Feedback`}
      aria-describedby={hintId}
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown"
      aria-busy={busy || undefined}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onClick={() => {
        // The click that ends a drag is not a tap.
        if (justDragged.current) {
          justDragged.current = false;
          return;
        }
        if (!busy) onOpen();
      }}
      style={dragged ? { left: dragged.x, top: dragged.y } : placeAtRestCss(resting, bottomInset)}
      className={cn(
        "fixed z-40 flex size-48 touch-none select-none items-center justify-center rounded-full bg-primary text-24 text-primary-contrast shadow-raised",
        !dragged && "transition-[left,top] duration-200",
        className,
      )}
    >
      {busy ? <Spinner size={20} /> : (children ?? <FeedbackIcon />)}
      {/* Hidden text is still laid out: at the ball's icon size it would be a size of text of its own for
          the page's layout to look up; the tab bar's label size is on the page already. */}
      <span id={hintId} className="sr-only text-11">
        {t`Drag it, or use the arrow keys, to move it to either side.`}
      </span>
      <span
        ref={travel}
        aria-hidden="true"
        className="pointer-events-none invisible fixed left-0 top-0 w-full"
        style={{ height: ballTravelCss(bottomInset) }}
      />
    </button>
  );
}

function FeedbackIcon() {
  return (
    <svg aria-hidden="true" width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinejoin="round">
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}
