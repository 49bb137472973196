import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type PointerEvent, type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { cn } from "../lib/cn";
import {
  type BallRest,
  ballRoom,
  clampToViewport,
  DEFAULT_BALL_REST,
  movedBeyondThreshold,
  placeAtRest,
  type Point,
  restAfterKey,
  restOf,
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
   * The room (CSS px) below a list's last row that keeps it clear of the ball where it rests now,
   * measured above `bottomInset`.
   */
  onRoomChange?: (room: number) => void;
  /** CSS px at the bottom of the viewport the ball keeps clear of (the tab bar); 0 by default. */
  bottomInset?: number;
}

interface Drag {
  pointerId: number;
  start: Point;
  offset: Point;
  moved: boolean;
}


const sizeOf = (element: HTMLElement | null) => {
  const rect = element?.getBoundingClientRect();
  return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
};

/**
 * The floating feedback button. Drag it anywhere (it stays inside the viewport and rests against
 * the nearer side), or move it with the arrow keys while it has focus; a tap or Enter opens feedback.
 * Whether it shows, and where it rested last time, is the host's business.
 */
export function FeedbackBall({ onOpen, label, children, className, rest, onRest, onRoomChange, bottomInset = 0 }: FeedbackBallProps) {
  const { t } = useLingui();
  const hintId = useId();
  const ball = useRef<HTMLButtonElement>(null);
  const resting = useRef<BallRest>(rest ?? DEFAULT_BALL_REST);
  const drag = useRef<Drag | null>(null);
  const justDragged = useRef(false);
  /** Where the last pointer move put the ball during a drag. */
  const dragged = useRef<Point | null>(null);
  // null until mounted: the first render (also on the server) uses the CSS default corner.
  const [position, setPosition] = useState<Point | null>(null);
  const [dragging, setDragging] = useState(false);
  // The area the ball moves in: the viewport above the inset (a tab bar stays uncovered).
  const viewportSize = useCallback(() => ({ width: window.innerWidth, height: Math.max(0, window.innerHeight - bottomInset) }), [bottomInset]);

  // The rest decides the place on any screen size, so a rotation or resize keeps the ball where it was;
  // a tab bar that appears, goes or changes height moves the area, and the ball with it.
  const placeAtCurrentRest = useCallback(
    () => setPosition(placeAtRest(resting.current, sizeOf(ball.current), viewportSize())),
    [viewportSize],
  );

  // Layout effects, in this order: the new rest is known before the placement below reads it.
  useLayoutEffect(() => {
    resting.current = rest ?? DEFAULT_BALL_REST;
  }, [rest]);

  // Placed before the first paint: a ball drawn at the CSS corner and then moved would be a layout shift.
  useLayoutEffect(() => {
    placeAtCurrentRest();
  }, [rest, placeAtCurrentRest]);

  useEffect(() => {
    window.addEventListener("resize", placeAtCurrentRest);
    return () => window.removeEventListener("resize", placeAtCurrentRest);
  }, [placeAtCurrentRest]);

  useEffect(() => {
    if (position && !dragging) onRoomChange?.(ballRoom(position, sizeOf(ball.current), viewportSize()));
  }, [position, dragging, onRoomChange, viewportSize]);

  const settle = (next: BallRest) => {
    resting.current = next;
    setPosition(placeAtRest(next, sizeOf(ball.current), viewportSize()));
    onRest?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = restAfterKey(resting.current, event.key);
    if (!next) return;
    event.preventDefault();
    settle(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    drag.current = {
      pointerId: event.pointerId,
      start: { x: event.clientX, y: event.clientY },
      offset: { x: event.clientX - rect.left, y: event.clientY - rect.top },
      moved: false,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const pointer = { x: event.clientX, y: event.clientY };
    if (!current.moved && !movedBeyondThreshold(current.start, pointer)) return;
    if (!current.moved) setDragging(true);
    current.moved = true;
    dragged.current = clampToViewport({ x: pointer.x - current.offset.x, y: pointer.y - current.offset.y }, sizeOf(ball.current), viewportSize());
    setPosition(dragged.current);
  };

  const endDrag = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.moved) return;
    justDragged.current = true;
    setDragging(false);
    const dropped = dragged.current;
    if (!dropped) return;
    const snapped = snapToSide(dropped, sizeOf(ball.current), viewportSize());
    resting.current = restOf(snapped, sizeOf(ball.current), viewportSize());
    setPosition(snapped);
    onRest?.(resting.current);
  };

  return (
    <button
      ref={ball}
      type="button"
      aria-label={label ?? t`Feedback`}
      aria-describedby={hintId}
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown"
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
        onOpen();
      }}
      style={position ? { left: position.x, top: position.y } : undefined}
      className={cn(
        "fixed z-40 flex size-48 touch-none select-none items-center justify-center rounded-full bg-primary text-24 text-primary-contrast shadow-raised",
        !position && "bottom-[28%] right-8",
        position && !dragging && "transition-[left,top] duration-200",
        className,
      )}
    >
      {children ?? <FeedbackIcon />}
      <span id={hintId} className="sr-only">
        {t`Drag it, or use the arrow keys, to move it to either side.`}
      </span>
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
