// A paged list whose first page the server renders with no client code: its rows (`children`), then
// `later` (the list's laterPages part, which adds the next pages' rows in the browser once the player
// asks), then "n of total" and "Show more" (PagingLoadMore). A server component; for the rows of a
// history, a catalogue, a feed; `list` draws them in another container (a grid of cards).
import { List } from "@repo/ui/list/List";
import type { ComponentType, ReactNode } from "react";
import { firstPageOf, type Page } from "./more-pages";
import { PagingLoadMore } from "./PagingLoadMore";
import { ServerPaging } from "./ServerPaging";

export interface ServerPagedListProps {
  first: Page<unknown>;
  /** The list's accessible name. */
  label: string;
  /** Shown when the first page is empty. */
  empty: ReactNode;
  /** The first page's rows, rendered by the server. */
  children: ReactNode;
  /** The list's laterPages part, given the first page: `<LaterRewards first={first} />`. */
  later: ReactNode;
  /** The button's label ("Show more" by default). */
  moreLabel?: ReactNode;
  /** What failed when a page does not load ("The next page could not load." by default). */
  failedText?: ReactNode;
  /** Shows "n of total" above the button. */
  count?: boolean;
  /** The end's layout under the list (padding; a column by default). */
  footerClassName?: string;
  /** What holds the rows, when not the kit's List: the kit's ItemGrid for cards. */
  list?: ComponentType<PagedListContainerProps>;
}

/** What the container of a server-paged list gets. */
export interface PagedListContainerProps {
  label: string;
  empty: ReactNode;
  children: ReactNode;
}

export function ServerPagedList({ first, label, empty, children, later, moreLabel, failedText, count, footerClassName, list: Container = List }: ServerPagedListProps) {
  return (
    <ServerPaging first={firstPageOf(first)}>
      <Container label={label} empty={empty}>
        {first.list.length > 0 ? (
          <>
            {children}
            {later}
          </>
        ) : null}
      </Container>
      <PagingLoadMore label={moreLabel} failedText={failedText} count={count} className={footerClassName} />
    </ServerPaging>
  );
}
