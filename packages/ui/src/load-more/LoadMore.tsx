"use client";
// The end of a paged list: the next page loads by itself when this comes into view (infinite scroll),
// and the button does the same for a tap, a keyboard or a browser without IntersectionObserver.
import { Trans } from "@lingui/react/macro";
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "../button/Button";
import { cn } from "../lib/cn";

/** Start loading 200 px before the end scrolls into view (an IntersectionObserver margin). */
const LOAD_AHEAD = "0px 0px 200px 0px";

export interface LoadMoreProps {
  /** Another page exists. Nothing renders without one. */
  hasMore: boolean;
  /** The next page is on its way: the button spins and the sentinel waits. */
  loading: boolean;
  onLoadMore: () => void;
  /** The last page failed: no automatic loading (it would repeat the failure); the text and "Retry" show. */
  failed?: boolean;
  /** What failed; "The next page could not load." by default. */
  failedText?: ReactNode;
  /** The button's label; "Show more" by default. */
  children?: ReactNode;
  /** Start loading this far before the end scrolls into view (CSS margin); pixels or percent only (an IntersectionObserver rule); default 200px. */
  rootMargin?: string;
  className?: string;
}

export function LoadMore({ hasMore, loading, onLoadMore, failed = false, failedText, children, rootMargin = LOAD_AHEAD, className }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  // The latest callback, so a new function each render does not re-create the observer.
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || failed || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, failed, rootMargin]);

  if (!hasMore) return null;
  if (failed) {
    return (
      <div className={cn("flex flex-col gap-8 text-center", className)}>
        <p role="alert" className="text-14 text-danger">
          {failedText ?? <Trans>The next page could not load.</Trans>}
        </p>
        <Button variant="secondary" block loading={loading} onClick={onLoadMore}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div ref={sentinel} className={className}>
      <Button variant="secondary" block loading={loading} onClick={onLoadMore}>
        {children ?? <Trans>Show more</Trans>}
      </Button>
    </div>
  );
}
