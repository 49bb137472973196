"use client";
// A paged grid of cards read 20 at a time (useApiInfiniteQuery): placeholder cards, an inline error
// with Retry, an empty state, and "Show more" while the server has more.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import { ErrorState } from "@repo/ui/error-state";
import { ItemGrid } from "@repo/ui/item-card";
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
      {query.hasNextPage ? (
        <div className="flex flex-col gap-4">
          <Button variant="secondary" block loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            <Trans>Show more</Trans>
          </Button>
          <p className="text-center text-12 text-text-muted">
            <Trans>
              {shown} of {total}
            </Trans>
          </p>
        </div>
      ) : null}
    </div>
  );
}
