import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Illustration or icon; decorative. */
  icon?: ReactNode;
  /** A button leading somewhere useful ("Browse games"). */
  action?: ReactNode;
  /** The title as the page's heading of this level, when the state is all the page shows. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** What a list or page shows when there is nothing to show. */
export function EmptyState({ title, description, icon, action, headingLevel, className }: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : "p";
  return (
    <div className={cn("flex flex-col items-center gap-8 px-24 py-32 text-center", className)}>
      <span aria-hidden="true" className="mb-4 text-40 leading-none text-text-muted">
        {icon ?? <EmptyBoxIcon />}
      </span>
      <Title className="text-16 font-semibold text-text">{title}</Title>
      {description ? <p className="text-14 text-text-muted">{description}</p> : null}
      {action ? <div className="mt-8">{action}</div> : null}
    </div>
  );
}

function EmptyBoxIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round">
      <path d="M6 18 24 9l18 9v16l-18 9-18-9z" />
      <path d="M6 18l18 9 18-9M24 27v16" />
    </svg>
  );
}
