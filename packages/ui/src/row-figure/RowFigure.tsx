import type { ReactNode } from "react";

/**
 * A figure at the end of a list row with a word under it ("24 %" over "a year"): stacked, so the row's
 * name keeps its width. No client code.
 */
export function RowFigure({ value, caption }: { value: ReactNode; caption: ReactNode }) {
  return (
    <span className="shrink-0 text-right">
      <span className="block text-18 font-bold tabular-nums text-primary">{value}</span>
      <span className="block text-11 text-text-muted">{caption}</span>
    </span>
  );
}
