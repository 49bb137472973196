"use client";
// The end of a list whose first page the server rendered: "n of total" and the kit's LoadMore (a tap,
// or the end scrolling into view). The first ask loads the list's pager; later ones go to it.
import { Trans } from "@lingui/react/macro";
import { LoadMore } from "@repo/ui/load-more/LoadMore";
import type { ReactNode } from "react";
import { usePaging } from "./ServerPaging";

export interface PagingLoadMoreProps {
  /** The button's label ("Show more" by default). */
  label?: ReactNode;
  /** What failed ("The next page could not load." by default). */
  failedText?: ReactNode;
  /** Shows "n of total" above the button. */
  count?: boolean;
}

export function PagingLoadMore({ label, failedText, count = false }: PagingLoadMoreProps) {
  const { first, asked, more, ask } = usePaging();
  const shown = first.shown + (more?.laterCount ?? 0);
  const total = more?.total ?? first.total;
  const hasMore = more?.hasMore ?? first.hasMore;
  if (!hasMore) return null;
  return (
    <div className="flex flex-col gap-4 px-16 pt-8">
      {count ? (
        <p className="text-center text-12 text-text-muted">
          <Trans>
            {shown} of {total}
          </Trans>
        </p>
      ) : null}
      <LoadMore
        hasMore
        // From the first ask until the pager has loaded and answered, it shows it is working.
        loading={asked && (more?.loading ?? true)}
        failed={more?.failed ?? false}
        failedText={failedText}
        onLoadMore={more?.fetchMore ?? ask}
      >
        {label}
      </LoadMore>
    </div>
  );
}
