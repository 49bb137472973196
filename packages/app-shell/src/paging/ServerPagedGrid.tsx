// ServerPagedList's twin for a grid of picture cards (the kit's ItemGrid): the first page's cards the
// server rendered (`children`, each an `<li>`), then `later` (the grid's laterPages part, which adds the
// next pages' cards once the player asks), then "n of total" and "Show more". A server component.
import { ItemGrid } from "@repo/ui/item-card";
import type { ReactNode } from "react";
import { firstPageOf, type Page } from "./more-pages";
import { PagingLoadMore } from "./PagingLoadMore";
import { ServerPaging } from "./ServerPaging";

export interface ServerPagedGridProps {
  first: Page<unknown>;
  /** The grid's accessible name. */
  label: string;
  /** Shown when the first page is empty. */
  empty: ReactNode;
  /** The first page's cards, rendered by the server. */
  children: ReactNode;
  /** The grid's laterPages part, given the first page: `<LaterListings first={first} />`. */
  later: ReactNode;
  /** The button's label ("Show more" by default). */
  moreLabel?: ReactNode;
  /** What failed when a page does not load ("The next page could not load." by default). */
  failedText?: ReactNode;
  /** Shows "n of total" above the button. */
  count?: boolean;
  /** The end's layout under the grid (a column with room above by default). */
  footerClassName?: string;
}

export function ServerPagedGrid({ first, label, empty, children, later, moreLabel, failedText, count, footerClassName }: ServerPagedGridProps) {
  return (
    <ServerPaging first={firstPageOf(first)}>
      <ItemGrid label={label} empty={empty}>
        {first.list.length > 0 ? (
          <>
            {children}
            {later}
          </>
        ) : null}
      </ItemGrid>
      <PagingLoadMore label={moreLabel} failedText={failedText} count={count} className={footerClassName ?? "flex flex-col gap-4 pt-12"} />
    </ServerPaging>
  );
}
