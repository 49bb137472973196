// Query options that let what the server fetched for the page (already in its HTML) stand for a query's
// first fetch: the screen renders it at once and does not ask again on mount.

/** How long a server's answer stands before a remount asks again. */
export const SERVER_ANSWER_FRESH_MS = 60_000;

/** For useApiQuery: the server's answer, or nothing when it has none (the browser then asks). */
export function fromServer<T>(answer: T | null | undefined): { initialData: T; staleTime: number } | Record<never, never> {
  return answer == null ? {} : { initialData: answer, staleTime: SERVER_ANSWER_FRESH_MS };
}

/** For useApiInfiniteQuery: the server's first page stands for page 1. */
export function firstPageFromServer<T>(page: T | null | undefined): { initialData: { pages: T[]; pageParams: number[] }; staleTime: number } | Record<never, never> {
  return page == null ? {} : { initialData: { pages: [page], pageParams: [1] }, staleTime: SERVER_ANSWER_FRESH_MS };
}
