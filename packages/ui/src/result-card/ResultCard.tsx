import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export type ResultTone = "success" | "warning" | "danger";

export interface ResultCardProps {
  tone?: ResultTone;
  title: ReactNode;
  /** A line under the title: an order id, a status badge. */
  subtitle?: ReactNode;
  /** What happened, usually a `SummaryList`, and any note. */
  children?: ReactNode;
  /** The next steps: see it in the history, do another. */
  actions?: ReactNode;
  className?: string;
}

const TONE_MARK: Record<ResultTone, { symbol: string; classes: string }> = {
  success: { symbol: "✓", classes: "bg-success text-success-contrast" },
  warning: { symbol: "!", classes: "bg-warning text-warning-contrast" },
  danger: { symbol: "✕", classes: "bg-danger text-danger-contrast" },
};

/**
 * The outcome of an action (a withdrawal, a purchase, a stake, a claim): announced politely to screen
 * readers, with a tone mark, what happened and where to go next.
 */
export function ResultCard({ tone = "success", title, subtitle, children, actions, className }: ResultCardProps) {
  const mark = TONE_MARK[tone];
  return (
    <section className={cn("rounded-16 bg-surface-raised p-16 text-text shadow-card", className)} data-tone={tone}>
      <div role="status" className="flex flex-col gap-8">
        <div className="flex items-center gap-12">
          <span aria-hidden="true" className={cn("flex size-32 shrink-0 items-center justify-center rounded-full text-16 font-bold", mark.classes)}>
            {mark.symbol}
          </span>
          <h2 className="min-w-0 text-20 font-bold">{title}</h2>
        </div>
        {subtitle ? <div className="flex flex-wrap items-center gap-8 text-13 text-text-muted">{subtitle}</div> : null}
        {children}
      </div>
      {actions ? <div className="mt-16 flex flex-col gap-8">{actions}</div> : null}
    </section>
  );
}
