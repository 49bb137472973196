import { cn } from "../lib/cn";

export interface SpinnerProps {
  /** Diameter in design px. */
  size?: number;
  /**
   * For a wait that starts with the page (a placeholder while its part's code loads): hidden and still
   * for its first second, then it fades in and turns (`ui-spinner-delayed`). A spinner answering a tap
   * turns at once.
   */
  delayed?: boolean;
  className?: string;
}

/** A decorative spinning ring; the caller announces the busy state (role="status", aria-busy). */
export function Spinner({ size = 20, delayed = false, className }: SpinnerProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-block shrink-0 rounded-full border-2 border-current border-r-transparent",
        delayed ? "ui-spinner-delayed" : "animate-[ui-spin_0.8s_linear_infinite]",
        className,
      )}
      style={{ width: `${size / 100}rem`, height: `${size / 100}rem` }}
    />
  );
}
