import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { useClockText } from "./clock-text";
import { type CountdownParts, useCountdown } from "./use-countdown";

export interface CountdownProps {
  /** When it ends: a Date or epoch milliseconds (convert 10-digit Unix seconds first). */
  target: Date | number;
  onEnd?: () => void;
  /** Custom rendering of the parts; "1d 02:03:04" / "02:03:04" by default. */
  children?: (parts: CountdownParts) => ReactNode;
  /** Accessible name, e.g. "Lottery closes in". */
  label?: string;
  now?: () => number;
  className?: string;
}

/** Time left until a moment, ticking every second, calling `onEnd` once at zero. */
export function Countdown({ target, onEnd, children, label, now, className }: CountdownProps) {
  const clockText = useClockText();
  const parts = useCountdown(target, { onEnd, now });
  let content: ReactNode;
  if (!parts) content = "--:--:--";
  else if (children) content = children(parts);
  else content = clockText(parts);
  return (
    <span role="timer" aria-label={label} className={cn("font-semibold tabular-nums", className)}>
      {content}
    </span>
  );
}
