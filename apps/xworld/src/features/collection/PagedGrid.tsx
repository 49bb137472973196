"use client";
// A paged grid of cards read 20 at a time (useApiInfiniteQuery): placeholder cards, an inline error
// with Retry, an empty state, and "Show more" while the server has more.
import { useLingui } from "@lingui/react/macro";
import { ErrorState } from "@repo/ui/error-state";
import { ItemGrid } from "@repo/ui/item-card";
import { ShowMore } from "@repo/ui/load-more/ShowMore";
import type { ReactNode } from "react";
import type { PagedQuery } from "../wallet/PagedHistory";

export interface PagedGridProps<T> {
  query: PagedQuery<T>;
  label: string;
  empty: ReactNode;
  renderCard: (item: T) => ReactNode;
  errorTitle?: string;
}

export function PagedGrid<T>({ query, label, empty, renderCard, errorTitle }: PagedGridProps<T>) {
  const { t } = useLingui();
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const shown = items.length;
  if (query.isError && !query.data) {
    return <ErrorState title={errorTitle ?? t`This list could not load.`} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return (
    <div className="flex flex-col gap-12">
      <ItemGrid label={label} loading={query.isPending} empty={empty}>
        {items.map(renderCard)}
      </ItemGrid>
      <ShowMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onShowMore={() => void query.fetchNextPage()} shown={shown} total={total} />
    </div>
  );
}
