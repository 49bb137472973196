"use client";
// Under a server-rendered paged list while there is more: the button whose first tap loads the pager
// (its spinner from the tap on); then the pager's next pages, a tap each, or (`scroll`) as the end
// scrolls into view (the kit's LoadMore, with its failure line and retry).
import { Button } from "@repo/ui/button";
import { LoadMore } from "@repo/ui/load-more";
import type { ReactNode } from "react";
import { useServerPaging } from "./ServerPaging";

interface PagingFooterProps {
  /** The server's first page has a page after it. */
  firstHasMore: boolean;
  /** The button's label ("Show more orders"). */
  label: ReactNode;
  /** After the first tap, the next pages load as the end scrolls into view. */
  scroll?: boolean;
  className?: string;
}

export function PagingFooter({ firstHasMore, label, scroll = false, className }: PagingFooterProps) {
  const { asked, more, ask } = useServerPaging();
  if (more && scroll) {
    return (
      <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={more.fetchMore} className={className}>
        {label}
      </LoadMore>
    );
  }
  if (!(more ? more.hasMore : firstHasMore)) return null;
  return (
    <div className={className}>
      <Button variant="secondary" block loading={more ? more.loading : asked} onClick={more ? more.fetchMore : ask}>
        {label}
      </Button>
    </div>
  );
}
