// A card-wide list of links to other areas (a "me" page, a hub): one row per link with a chevron.
// Presentational: plain `<a>`s, which the app's client runtime opens in the app (@repo/app-shell/link).
import type { ReactNode } from "react";
import { RowChevron } from "../row-chevron/RowChevron";

export interface LinkListItem {
  key: string;
  label: ReactNode;
  href: string;
  /** A short hint under the label ("Level 3", "2 to claim"). */
  hint?: ReactNode;
}

export interface LinkListProps {
  items: readonly LinkListItem[];
  /** What the list is, for screen readers ("My areas"). */
  label: string;
}

export function LinkList({ items, label }: LinkListProps) {
  return (
    <ul aria-label={label} className="divide-y divide-border">
      {items.map((item) => (
        <li key={item.key}>
          <a href={item.href} className="flex min-h-48 items-center gap-12 px-16 py-12 text-15 text-text active:bg-surface-sunken">
            <span className="flex min-w-0 flex-1 flex-col">
              <span>{item.label}</span>
              {item.hint ? <span className="text-13 text-text-muted">{item.hint}</span> : null}
            </span>
            <RowChevron />
          </a>
        </li>
      ))}
    </ul>
  );
}
