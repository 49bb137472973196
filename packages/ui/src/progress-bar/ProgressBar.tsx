import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import { cn } from "../lib/cn";
import { PROGRESS_TONE_CLASSES } from "./progress-styles";

export type ProgressTone = "primary" | "accent" | "success" | "danger";

export interface ProgressBarProps {
  /** Progress between 0 and `max`; leave undefined while the amount is unknown (indeterminate). */
  value?: number;
  max?: number;
  /** Accessible name, also shown above the bar unless `hideLabel`. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Text at the end of the label row, e.g. "3/7" or "45%"; a percentage by default. */
  valueText?: string;
  tone?: ProgressTone;
  className?: string;
}

export function ProgressBar({ value, max = 100, label, hideLabel, valueText, tone = "primary", className }: ProgressBarProps) {
  const { t } = useLingui();
  const labelId = useId();
  const known = value !== undefined && Number.isFinite(value) && max > 0;
  const ratio = known ? Math.min(Math.max(value / max, 0), 1) : 0;
  const percent = Math.round(ratio * 100);
  const shown = valueText ?? (known ? t`${percent}%` : undefined);
  return (
    <div className={cn("flex flex-col gap-6", className)}>
      <div className={cn("flex items-baseline justify-between gap-8 text-13", hideLabel && "sr-only")}>
        <span id={labelId} className="min-w-0 text-text">
          {label}
        </span>
        {shown ? <span className="shrink-0 font-semibold text-text-muted">{shown}</span> : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={known ? max : undefined}
        aria-valuenow={known ? Math.min(Math.max(value, 0), max) : undefined}
        aria-valuetext={shown}
        className="h-8 w-full overflow-hidden rounded-full bg-surface-sunken"
      >
        <div
          className={cn(
            "h-full rounded-full transition-[width] duration-300",
            PROGRESS_TONE_CLASSES[tone],
            !known && "w-1/3 animate-[ui-indeterminate_1.2s_ease-in-out_infinite]",
          )}
          style={known ? { width: `${ratio * 100}%` } : undefined}
        />
      </div>
    </div>
  );
}
