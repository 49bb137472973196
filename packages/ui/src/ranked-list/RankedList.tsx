import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export interface RankedRow {
  /** Stable key (e.g. the user id). */
  id: string | number;
  rank: number;
  name: string;
  avatar?: string;
  /** The score, bet or reward shown at the end of the row. */
  value: string;
  /** The value's unit ("honor") on a small line under it: a long unit beside the figure left the name a few letters. */
  unit?: string;
  /** A second, smaller line under the name (a count beside the score), so the value stays short and the name keeps its room. */
  detail?: string;
}

export interface RankedListProps {
  /** Accessible name of the board. */
  label: string;
  rows: readonly RankedRow[];
  /** The player's own row, pinned under the board (also when they are on it); null when not ranked. */
  own?: RankedRow | null;
  /** Shown when the board has no rows. */
  empty?: ReactNode;
  className?: string;
}

const MEDALS: Record<number, string> = { 1: "bg-[#f4c542] text-black", 2: "bg-[#c9cdd8] text-black", 3: "bg-[#d99058] text-black" };

function Row({ row, own }: { row: RankedRow; own?: boolean }) {
  return (
    <div className={cn("flex items-center gap-12 px-16 py-10", own && "bg-surface-sunken")}>
      <span className={cn("flex size-28 shrink-0 items-center justify-center rounded-full text-13 font-semibold tabular-nums", MEDALS[row.rank] ?? "text-text-muted")}>
        {row.rank}
      </span>
      {row.avatar ? <img src={row.avatar} alt="" width={32} height={32} loading="lazy" decoding="async" className="size-32 shrink-0 rounded-full" /> : null}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-14 text-text">{row.name}</span>
        {row.detail ? <span className="truncate text-12 text-text-muted">{row.detail}</span> : null}
      </span>
      <span className="flex shrink-0 flex-col text-right">
        <span className="text-14 font-semibold tabular-nums text-text">{row.value}</span>
        {row.unit ? <span className="text-12 text-text-muted">{row.unit}</span> : null}
      </span>
    </div>
  );
}

/** A ranked board (1, 2, 3 … with medals for the top three) with the player's own row pinned at the bottom. */
export function RankedList({ label, rows, own, empty, className }: RankedListProps) {
  const { t } = useLingui();
  return (
    <div className={cn("flex flex-col", className)}>
      {rows.length === 0 ? (
        empty
      ) : (
        <ol aria-label={label} className="divide-y divide-border">
          {rows.map((row) => (
            <li key={row.id}>
              <Row row={row} />
            </li>
          ))}
        </ol>
      )}
      {own ? (
        <div role="group" aria-label={t`Your rank`} data-testid="ranked-list-own" className="sticky bottom-0 border-t-2 border-primary">
          <Row row={own} own />
        </div>
      ) : null}
    </div>
  );
}
