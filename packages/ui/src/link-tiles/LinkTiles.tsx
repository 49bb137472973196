// A grid of tiles, each a link to an area: a home's hub, a page's shortcuts, a lobby's entries.
// Presentational: plain `<a>`s, which the app's client runtime opens in the app (@repo/app-shell/link).
import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export interface LinkTile {
  key: string;
  label: ReactNode;
  href: string;
  /** A small line under the label ("3 left", "1 running"). */
  line?: ReactNode;
  /** `data-testid` of the tile's link. */
  testId?: string;
}

export interface LinkTilesProps {
  items: readonly LinkTile[];
  /** What the tiles are, for screen readers ("Areas"). */
  label: string;
  /**
   * Two or three: in four, a quarter of a phone's width broke the longer words of most translations
   * (Russian "Голосование", Indonesian "keberuntungan", even English "Championships").
   */
  columns: 2 | 3;
}

const GRID_COLUMNS = { 2: "grid-cols-2", 3: "grid-cols-3" } as const;

export function LinkTiles({ items, label, columns }: LinkTilesProps) {
  return (
    <nav aria-label={label}>
      <ul className={cn("m-0 grid list-none gap-8 p-0", GRID_COLUMNS[columns])}>
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              data-testid={item.testId}
              className="flex h-full min-h-48 flex-col items-center justify-center gap-2 rounded-12 bg-surface-raised px-4 py-10 text-center text-text active:bg-surface-sunken"
            >
              {/* Breaks inside a word only when the word alone is wider than the tile: in three columns,
                  Indonesian "keberuntungan" in Debian's DejaVu Sans (phones' Roboto and SF are narrower). */}
              <span className="max-w-full text-12 font-semibold leading-tight ui-break-words">{item.label}</span>
              {item.line}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
