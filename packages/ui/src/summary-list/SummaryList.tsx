import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export interface SummaryRow {
  /** Stable key when labels repeat. */
  id?: string;
  label: ReactNode;
  value: ReactNode;
  /** The row the player came for ("You receive", "Total"): bolder and in the primary colour. */
  emphasis?: boolean;
  /** `data-testid` of the value. */
  testId?: string;
}

export interface SummaryListProps {
  rows: readonly SummaryRow[];
  className?: string;
}

/**
 * Label and value rows on a sunken panel: what a money step costs and brings (amount, fee, what
 * arrives) before confirming, and what happened after it. Values are right-aligned with tabular digits.
 */
export function SummaryList({ rows, className }: SummaryListProps) {
  return (
    <dl className={cn("grid grid-cols-[auto_1fr] gap-x-12 gap-y-6 rounded-12 bg-surface-sunken px-12 py-12 text-14", className)}>
      {rows.map((row, index) => (
        <SummaryLine key={row.id ?? index} row={row} />
      ))}
    </dl>
  );
}

function SummaryLine({ row }: { row: SummaryRow }) {
  return (
    <>
      <dt className={row.emphasis ? "font-semibold text-text" : "text-text-muted"}>{row.label}</dt>
      <dd
        className={cn("break-words text-right tabular-nums", row.emphasis ? "text-15 font-bold text-primary" : "text-text")}
        data-testid={row.testId}
      >
        {row.value}
      </dd>
    </>
  );
}
