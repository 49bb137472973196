// A paged list whose first page the server rendered: what its browser pager (useMorePages) reports.

/** A page of a paged read (`page`, `page_size`, and the list's `total`). */
export interface Page<T> {
  list: readonly T[];
  total: number;
  page: number;
  page_size: number;
}

/** Where the paging stands once the player asked for more. */
export interface MorePages {
  /** Rows the pages after the first added (each item once, none of the first page's). */
  laterCount: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** The last page asked for could not load. */
  failed: boolean;
  fetchMore: () => void;
}

/** The first page's facts the paging needs (not its rows): what "n of total" and "more" start from. */
export interface FirstPage {
  shown: number;
  total: number;
  hasMore: boolean;
}

export const hasPageAfter = (page: Pick<Page<unknown>, "page" | "page_size" | "total">) => page.page * page.page_size < page.total;

export const firstPageOf = (page: Page<unknown>): FirstPage => ({ shown: page.list.length, total: page.total, hasMore: hasPageAfter(page) });
