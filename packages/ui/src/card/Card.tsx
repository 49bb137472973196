import { type ReactNode, useId } from "react";
import { HeadingRow } from "../heading-row/HeadingRow";
import { cn } from "../lib/cn";

export interface CardProps {
  /** Heading of the card; names the card's region for screen readers. */
  title?: ReactNode;
  /** Something at the end of the title row: a "More" link, a badge. */
  action?: ReactNode;
  children?: ReactNode;
  /** Remove the inner padding (for edge-to-edge lists and images). */
  flush?: boolean;
  className?: string;
}

/** A raised surface grouping related content. */
export function Card({ title, action, children, flush = false, className }: CardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className={cn("rounded-16 bg-surface-raised text-text shadow-card", !flush && "p-16", className)}
    >
      {title || action ? (
        <HeadingRow className={cn("mb-12", flush && "px-16 pt-16")} action={action}>
          {title ? (
            <h2 id={titleId} className="text-16 font-semibold">
              {title}
            </h2>
          ) : null}
        </HeadingRow>
      ) : null}
      {children}
    </section>
  );
}
