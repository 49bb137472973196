import { cn } from "../lib/cn";

export interface SpinnerProps {
  /** Diameter in design px. */
  size?: number;
  className?: string;
}

/** A decorative spinning ring; the caller announces the busy state (role="status", aria-busy). */
export function Spinner({ size = 20, className }: SpinnerProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-block shrink-0 animate-[ui-spin_0.8s_linear_infinite] rounded-full border-2 border-current border-r-transparent",
        className,
      )}
      style={{ width: `${size / 100}rem`, height: `${size / 100}rem` }}
    />
  );
}
