// Query options that let what the server fetched for the page (already in its HTML) stand for a query's
// first fetch: the screen renders it at once and does not ask again on mount.

/** How long a server's answer stands before a remount asks again. */
export const SERVER_ANSWER_FRESH_MS = 60_000;

/**
 * A query's meta when its first data is a player's own server answer: whose it is. The runtime reads
 * every query again when a stored login arrives (what a guest read is refreshed for the player), but not
 * an answer the server already read for that very player.
 */
interface PlayerAnswerMeta {
  [key: string]: unknown;
  answeredFor: number;
}

export function answeredFor(meta: Record<string, unknown> | undefined): number | null {
  return typeof meta?.answeredFor === "number" ? meta.answeredFor : null;
}

type Marked = { meta?: PlayerAnswerMeta };

const mark = (player: number | undefined): Marked => (player === undefined ? {} : { meta: { answeredFor: player } });

/** For useApiQuery: the server's answer (as `player`, when it read as one), or nothing when it has none (the browser then asks). */
export function fromServer<T>(answer: T | null | undefined, player?: number): ({ initialData: T; staleTime: number } & Marked) | Record<never, never> {
  return answer == null ? {} : { initialData: answer, staleTime: SERVER_ANSWER_FRESH_MS, ...mark(player) };
}

/** What fromServer gives: a read hook's parameter for the page's server answer (`{}` for none). */
export type ServerAnswerOptions<T> = ReturnType<typeof fromServer<T>>;

/** For useApiInfiniteQuery: the server's first page stands for page 1. */
export function firstPageFromServer<T>(
  page: T | null | undefined,
  player?: number,
): ({ initialData: { pages: T[]; pageParams: number[] }; staleTime: number } & Marked) | Record<never, never> {
  return page == null ? {} : { initialData: { pages: [page], pageParams: [1] }, staleTime: SERVER_ANSWER_FRESH_MS, ...mark(player) };
}

/** What firstPageFromServer gives: a paged read's parameter for the page's server answer (`{}` for none). */
export type ServerFirstPageOptions<T> = ReturnType<typeof firstPageFromServer<T>>;
