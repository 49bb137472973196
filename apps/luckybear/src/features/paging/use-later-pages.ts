// The pager of a server-rendered paged list, once the player asked for more: the paged read with the
// server's first page standing for page 1 (not asked for again), the next page asked for at once (the
// tap that loaded the pager), the rows after the first page (each once, none of the first page's: a row
// that moved between pages shows once), and its state reported to the footer.
import type { Endpoint } from "@repo/api-client/endpoint";
import { firstPageFromServer, useApiInfiniteQuery } from "@repo/api-client/react";
import { useEffect, useMemo, useRef } from "react";
import type { MorePages, PageOf } from "./paging-state";

type PageRequest = { page: number; page_size: number };

interface LaterPagesOptions<Req extends PageRequest, T, Res extends PageOf<T>> {
  endpoint: Endpoint<Req, Res>;
  /** The read's input but its page (the first page's `page_size` is used). */
  input: Omit<Req, "page" | "page_size">;
  first: Res;
  /** A row's identity (a function that stays the same across renders). */
  keyOf: (row: T) => string | number;
  onChange: (more: MorePages) => void;
}

export function useLaterPages<Req extends PageRequest, T, Res extends PageOf<T>>({ endpoint, input, first, keyOf, onChange }: LaterPagesOptions<Req, T, Res>): T[] {
  const pages = useApiInfiniteQuery(endpoint, { ...input, page_size: first.page_size }, { ...firstPageFromServer(first), refetchOnMount: false });
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError, data } = pages;

  // The tap that loaded the pager asked for the next page (once, also when an effect runs twice).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void fetchNextPage();
  }, [fetchNextPage]);

  const later = useMemo(() => {
    const seen = new Set(first.list.map(keyOf));
    return (data?.pages.slice(1) ?? []).flatMap((page) => page.list).filter((row) => !seen.has(keyOf(row)) && Boolean(seen.add(keyOf(row))));
  }, [data, first, keyOf]);

  useEffect(() => {
    onChange({ hasMore: hasNextPage, loading: isFetchingNextPage, failed: isFetchNextPageError, fetchMore: () => void fetchNextPage() });
  }, [onChange, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  return later;
}
