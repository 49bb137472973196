"use client";
import { useEffect, useRef } from "react";
import { PrizeWheelFace, type PrizeWheelFaceProps, SPIN_MS } from "./PrizeWheelFace";

export type { WheelSegment } from "./PrizeWheelFace";

export interface PrizeWheelProps extends PrizeWheelFaceProps {
  /** Called once the wheel has stopped on `landingId`. */
  onSettled?: () => void;
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(REDUCED_MOTION).matches;
}

/** A prize wheel that lands where it is told; it never picks a prize itself. */
export function PrizeWheel({ onSettled, ...face }: PrizeWheelProps) {
  const { segments, landingId, spins } = face;
  const index = segments.findIndex((segment) => segment.id === landingId);
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;

  useEffect(() => {
    if (spins === 0 || index < 0) return;
    // Reduced motion: no long animation, the wheel jumps to the prize.
    const wait = prefersReducedMotion() ? 0 : SPIN_MS;
    const timer = window.setTimeout(() => settledRef.current?.(), wait);
    return () => window.clearTimeout(timer);
  }, [spins, index]);

  return <PrizeWheelFace {...face} />;
}
