import { useLingui } from "@lingui/react/macro";
import { type PointerEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { cn } from "../lib/cn";
import { clampToViewport, movedBeyondThreshold, type Point, snapToSide } from "./ball-position";

export interface FeedbackBallProps {
  /** Opens feedback (the app routes to /user/feedback or the newer screen). */
  onOpen: () => void;
  /** Accessible name; "Feedback" by default. */
  label?: string;
  /** Content of the ball; a speech bubble by default. */
  children?: ReactNode;
  className?: string;
}

interface Drag {
  pointerId: number;
  start: Point;
  offset: Point;
  moved: boolean;
}

const viewportSize = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The floating feedback button. Drag it anywhere (it stays inside the viewport and rests against
 * the nearer side); a tap or Enter opens feedback. Whether it shows is the app's decision.
 */
export function FeedbackBall({ onOpen, label, children, className }: FeedbackBallProps) {
  const { t } = useLingui();
  const ball = useRef<HTMLButtonElement>(null);
  const drag = useRef<Drag | null>(null);
  const justDragged = useRef(false);
  // null until mounted: the first render (also on the server) uses the CSS default corner.
  const [position, setPosition] = useState<Point | null>(null);
  const [dragging, setDragging] = useState(false);

  const ballSize = () => {
    const rect = ball.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  };

  const keepInside = useCallback(() => {
    const element = ball.current;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    setPosition((current) =>
      clampToViewport(current ?? { x: rect.left, y: rect.top }, { width: rect.width, height: rect.height }, viewportSize()),
    );
  }, []);

  useEffect(() => {
    keepInside();
    window.addEventListener("resize", keepInside);
    return () => window.removeEventListener("resize", keepInside);
  }, [keepInside]);

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
    setPosition(clampToViewport({ x: pointer.x - current.offset.x, y: pointer.y - current.offset.y }, ballSize(), viewportSize()));
  };

  const endDrag = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.moved) return;
    justDragged.current = true;
    setDragging(false);
    setPosition((resting) => (resting ? snapToSide(resting, ballSize(), viewportSize()) : resting));
  };

  return (
    <button
      ref={ball}
      type="button"
      aria-label={label ?? t`Feedback`}
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
