// A paged list whose first page the server rendered: what the pager (loaded on the first "Show more")
// reports up to the list's footer.

/** A page of a paged read (`page`, `page_size`, `total`, `list`). */
export interface PageOf<T> {
  list: readonly T[];
  page: number;
  page_size: number;
  total: number;
}

/** The pager's state once it has loaded. */
export interface MorePages {
  hasMore: boolean;
  loading: boolean;
  /** The last page asked for could not load. */
  failed: boolean;
  fetchMore: () => void;
}

export const hasPageAfter = (page: Pick<PageOf<unknown>, "page" | "page_size" | "total">) => page.page * page.page_size < page.total;
