"use client";
import { useEffect, useRef } from "react";
import { cn } from "../lib/cn";
import { segmentGradient, wheelRotation } from "./wheel-geometry";

export interface WheelSegment {
  id: number;
  label: string;
  icon?: string;
}

export interface PrizeWheelProps {
  segments: readonly WheelSegment[];
  /** The segment the wheel lands on (the server's prize); null before the first spin. */
  landingId: number | null;
  /** How many spins have started; each increment turns the wheel again. */
  spins: number;
  /** Called once the wheel has stopped on `landingId`. */
  onSettled?: () => void;
  /** Accessible name of the wheel. */
  label: string;
  className?: string;
}

const SPIN_MS = 4_000;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(REDUCED_MOTION).matches;
}

/** A prize wheel that lands where it is told; it never picks a prize itself. */
export function PrizeWheel({ segments, landingId, spins, onSettled, label, className }: PrizeWheelProps) {
  const index = segments.findIndex((segment) => segment.id === landingId);
  const rotation = wheelRotation(index, segments.length, spins);
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;

  useEffect(() => {
    if (spins === 0 || index < 0) return;
    // Reduced motion: no long animation, the wheel jumps to the prize.
    const wait = prefersReducedMotion() ? 0 : SPIN_MS;
    const timer = window.setTimeout(() => settledRef.current?.(), wait);
    return () => window.clearTimeout(timer);
  }, [spins, index]);

  const segmentAngle = 360 / Math.max(segments.length, 1);
  return (
    <div className={cn("relative mx-auto aspect-square w-full max-w-[320px]", className)} role="img" aria-label={label}>
      <div aria-hidden className="absolute left-1/2 top-0 z-10 -translate-x-1/2 border-x-[10px] border-t-[18px] border-x-transparent border-t-accent" />
      <div
        data-testid="prize-wheel-disc"
        data-landed-id={landingId ?? undefined}
        className="absolute inset-8 overflow-hidden rounded-full border-4 border-primary shadow-lg transition-transform ease-out motion-reduce:transition-none"
        style={{
          background: segmentGradient(segments.length, ["var(--color-surface-raised)", "var(--color-surface-sunken)"]),
          transform: `rotate(${rotation}deg)`,
          transitionDuration: spins > 0 ? `${SPIN_MS}ms` : "0ms",
        }}
      >
        {segments.map((segment, position) => (
          <div
            key={segment.id}
            aria-hidden
            className="absolute inset-0 flex justify-center pt-16"
            style={{ transform: `rotate(${(position + 0.5) * segmentAngle}deg)` }}
          >
            <div className="flex max-w-[72px] flex-col items-center gap-4 text-center">
              {segment.icon ? <img src={segment.icon} alt="" width={28} height={28} className="size-28" /> : null}
              <span className="text-12 font-semibold leading-tight text-text">{segment.label}</span>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
