"use client";
// Under a server-rendered paged list while there is more: the button whose first tap loads the pager
// (its spinner from the tap on); then the pager's next pages, a tap each, or (`scroll`) as the end
// scrolls into view (the kit's LoadMore, with its failure line and retry, loaded with the pager: a
// working button until then).
import { Button } from "@repo/ui/button";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import { useServerPaging } from "./ServerPaging";

const LoadMore = lazyPart(
  () => import("@repo/ui/load-more").then(({ LoadMore }) => LoadMore),
  ({ children, className, loading, onLoadMore }) => (
    <div className={className}>
      <Button variant="secondary" block loading={loading} onClick={onLoadMore}>
        {children}
      </Button>
    </div>
  ),
);

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
