"use client";
// The browser's pager of a list whose first page the server rendered: the next pages, 20 at a time,
// from the moment it mounts (the tap that loaded it asked for the next page) until the list is
// complete. The server's first page stands for the paged read's first page and is not asked for again;
// an item that moved between pages while the player scrolled shows once. Returns the later pages'
// items and reports the paging's state (for "n of total" and the button).
import type { Endpoint } from "@repo/api-client/endpoint";
import { firstPageFromServer, useApiInfiniteQuery } from "@repo/api-client/react";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import type { MorePages, Page } from "./more-pages";

interface PageRequest {
  page: number;
  page_size: number;
}

type ItemOf<Res> = Res extends Page<infer T> ? T : never;

/** The item's fields that can name it. */
type IdKey<T> = { [K in keyof T]: T[K] extends string | number ? K : never }[keyof T];

export interface MorePagesOptions<Res> {
  /** The server's first page. */
  first: Res;
  /** The field that makes an item the same item on another page (a name, so nothing changes per render). */
  idKey: IdKey<ItemOf<Res>>;
  onChange: (more: MorePages) => void;
}

export function useMorePages<Req extends PageRequest, Res extends Page<unknown>>(
  endpoint: Endpoint<Req, Res>,
  input: Omit<Req, "page" | "page_size"> & { page_size?: number },
  { first, idKey, onChange }: MorePagesOptions<Res>,
): readonly ItemOf<Res>[] {
  const pages = useApiInfiniteQuery(endpoint, input, { ...firstPageFromServer(first), refetchOnMount: false });
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError, data } = pages;

  // Once, also when an effect runs twice.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void fetchNextPage();
  }, [fetchNextPage]);

  const later = useMemo(() => {
    const items = (page: Res) => page.list as readonly ItemOf<Res>[];
    const seen = new Set(items(first).map((item) => item[idKey]));
    return (data?.pages.slice(1) ?? []).flatMap(items).filter((item) => {
      const id = item[idKey];
      return !seen.has(id) && Boolean(seen.add(id));
    });
  }, [data, first, idKey]);
  const total = data?.pages[0]?.total ?? first.total;

  // Before paint, in the commit that adds the rows: "n of total" and the button never lag a page behind
  // them (the pager renders only in the browser, after hydration).
  useLayoutEffect(() => {
    onChange({ laterCount: later.length, total, hasMore: hasNextPage, loading: isFetchingNextPage, failed: isFetchNextPageError, fetchMore: () => void fetchNextPage() });
  }, [onChange, later, total, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  return later;
}
