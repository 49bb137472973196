import type { ReactNode } from "react";
import { ProgressBar } from "../progress-bar/ProgressBar";

export interface ThresholdProgressProps {
  /** Accessible name and visible label, e.g. "Bet 500 USDT". */
  label: ReactNode;
  /** Where the player stands (e.g. the total bet). */
  current: number;
  /** What has to be reached. */
  threshold: number;
  /** Formats both numbers for the "current / threshold" text. */
  formatValue?: (value: number) => string;
  className?: string;
}

/** Whether `current` has reached `threshold`. */
export function isThresholdReached(current: number, threshold: number): boolean {
  return Number.isFinite(current) && Number.isFinite(threshold) && current >= threshold;
}

/** Progress toward a threshold: "current / threshold", turning to the success tone once reached. */
export function ThresholdProgress({ label, current, threshold, formatValue = String, className }: ThresholdProgressProps) {
  const reached = isThresholdReached(current, threshold);
  const shown = Math.min(current, threshold);
  return (
    <ProgressBar
      label={label}
      value={shown}
      max={threshold}
      valueText={`${formatValue(shown)} / ${formatValue(threshold)}`}
      tone={reached ? "success" : "primary"}
      className={className}
    />
  );
}
