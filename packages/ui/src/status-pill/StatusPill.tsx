import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export type StatusTone = "neutral" | "info" | "success" | "warning" | "danger";

export interface StatusPillProps {
  /** neutral: waiting or done without a verdict; info: running; success / warning / danger: how it ended. */
  tone?: StatusTone;
  /** The state in a word or two ("Open", "Won", "Pending review"). */
  children: ReactNode;
  className?: string;
}

// Inside cn() so the linter reads them as class names, not text.
const TONE_CLASSNAMES: Record<StatusTone, string> = {
  neutral: cn("bg-surface-sunken text-text-muted"),
  info: cn("bg-primary text-primary-contrast"),
  success: cn("bg-success text-success-contrast"),
  warning: cn("bg-warning text-warning-contrast"),
  danger: cn("bg-danger text-danger-contrast"),
};

/** The state of a record (a match, a bet, an application) as a small rounded label. */
export function StatusPill({ tone = "neutral", children, className }: StatusPillProps) {
  return (
    <span
      data-tone={tone}
      className={cn("inline-flex items-center whitespace-nowrap rounded-full px-8 py-2 text-11 font-semibold", TONE_CLASSNAMES[tone], className)}
    >
      {children}
    </span>
  );
}
