"use client";
// The end of a list whose first page the server rendered: "n of total" and a button whose first tap
// loads the list's pager (its spinner from the tap on). Once the pager has loaded, the kit's LoadMore,
// loaded with it: the next pages as the end scrolls into view or on a tap, its failure line and retry.
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import { usePaging } from "./ServerPaging";

/** Until it has loaded, a working button (it shows the page on its way). */
const LoadMore = lazyPart(
  () => import("@repo/ui/load-more/LoadMore").then(({ LoadMore }) => LoadMore),
  ({ loading, onLoadMore, children }) => (
    <Button variant="secondary" block loading={loading} onClick={onLoadMore}>
      {children ?? <Trans>Show more</Trans>}
    </Button>
  ),
);

export interface PagingLoadMoreProps {
  /** The button's label ("Show more" by default). */
  label?: ReactNode;
  /** What failed ("The next page could not load." by default). */
  failedText?: ReactNode;
  /** Shows "n of total" above the button. */
  count?: boolean;
  className?: string;
}

export function PagingLoadMore({ label, failedText, count = false, className }: PagingLoadMoreProps) {
  const { first, asked, more, ask } = usePaging();
  const shown = first.shown + (more?.laterCount ?? 0);
  const total = more?.total ?? first.total;
  if (!(more?.hasMore ?? first.hasMore)) return null;
  return (
    <div className={className ?? "flex flex-col gap-4 px-16 pt-8"}>
      {count ? (
        <p className="text-center text-12 text-text-muted">
          <Trans>
            {shown} of {total}
          </Trans>
        </p>
      ) : null}
      {more ? (
        <LoadMore hasMore loading={more.loading} failed={more.failed} failedText={failedText} onLoadMore={more.fetchMore}>
          {label}
        </LoadMore>
      ) : (
        <Button variant="secondary" block loading={asked} onClick={ask}>
          {label ?? <Trans>Show more</Trans>}
        </Button>
      )}
    </div>
  );
}
