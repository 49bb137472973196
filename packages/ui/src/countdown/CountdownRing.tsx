import { cn } from "../lib/cn";
import { useClockText } from "./clock-text";
import { useCountdown } from "./use-countdown";

export interface CountdownRingProps {
  /** When it ends: a Date or epoch milliseconds. */
  target: Date | number;
  /** The whole span the ring stands for (e.g. a day for a daily chance); the ring empties as it runs out. */
  periodMs: number;
  /** Accessible name, e.g. "Next free draw in". */
  label: string;
  onEnd?: () => void;
  now?: () => number;
  /** Diameter in pixels. */
  size?: number;
  className?: string;
}

const STROKE = 8;

/** The share of the period still left, between 0 and 1. */
export function ringFraction(remainingMs: number, periodMs: number): number {
  if (periodMs <= 0) return 0;
  return Math.min(Math.max(remainingMs / periodMs, 0), 1);
}

/** A countdown with a ring that empties as the time runs out; ticks every second like `Countdown`. */
export function CountdownRing({ target, periodMs, label, onEnd, now, size = 140, className }: CountdownRingProps) {
  const clockText = useClockText();
  const parts = useCountdown(target, { onEnd, now });
  const radius = (size - STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  const fraction = parts ? ringFraction(parts.remainingMs, periodMs) : 1;
  return (
    <div className={cn("relative inline-flex items-center justify-center", className)} style={{ width: size, height: size }}>
      <svg width={size} height={size} aria-hidden className="-rotate-90">
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth={STROKE} className="stroke-surface-sunken" />
        <circle
          data-testid="countdown-ring-arc"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
          className="stroke-primary transition-[stroke-dashoffset] duration-1000 ease-linear motion-reduce:transition-none"
        />
      </svg>
      <span role="timer" aria-label={label} className="absolute text-18 font-semibold tabular-nums text-text">
        {parts ? clockText(parts) : "--:--:--"}
      </span>
    </div>
  );
}
