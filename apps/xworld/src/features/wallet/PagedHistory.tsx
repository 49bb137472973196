"use client";
// A history list read 20 a page (useApiInfiniteQuery): placeholder rows, an inline error with Retry,
// an empty state, and "Show more" while the server has more.
import { useLingui } from "@lingui/react/macro";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { ShowMore } from "@repo/ui/load-more/ShowMore";
import type { ReactNode } from "react";

/** The part of a useApiInfiniteQuery result the list needs. */
export interface PagedQuery<T> {
  data: { pages: readonly { list: readonly T[]; total: number }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface PagedHistoryProps<T> {
  query: PagedQuery<T>;
  label: string;
  empty: ReactNode;
  renderRow: (item: T) => ReactNode;
  /** What failed, when the list is not a history (a catalog). */
  errorTitle?: string;
}

export function PagedHistory<T>({ query, label, empty, renderRow, errorTitle }: PagedHistoryProps<T>) {
  const { t } = useLingui();
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const shown = items.length;
  if (query.isError && !query.data) {
    return <ErrorState title={errorTitle ?? t`This history could not load.`} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return (
    <div className="pb-8">
      <List label={label} loading={query.isPending} loadingRows={3} empty={empty}>
        {items.map(renderRow)}
      </List>
      <ShowMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onShowMore={() => void query.fetchNextPage()} shown={shown} total={total} className="px-16 pt-8" />
    </div>
  );
}
