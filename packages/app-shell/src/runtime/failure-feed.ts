// The failures the global UI turns into toasts (spec section 8), caught from the page's first moment:
// failed mutations unless they say `meta: { silent: true }`, failed reads that ask with
// `meta: { toastOnError: true }`. The global UI loads after the page has started and takes them from
// here, the ones that came before it included.
import type { QuerySlot } from "@repo/api-client/react/query-slot";

export interface FailureFeed {
  /** Hands every failure to `listener`, those that waited first; returns the stop function. */
  take(listener: (error: unknown) => void): () => void;
}

/** Failures kept while no one takes them (a page that cannot load its global UI should not grow). */
const MAX_WAITING = 20;

export function createFailureFeed(queries: QuerySlot): FailureFeed {
  const waiting: unknown[] = [];
  let listener: ((error: unknown) => void) | null = null;
  const push = (error: unknown) => {
    if (listener) listener(error);
    else if (waiting.length < MAX_WAITING) waiting.push(error);
  };
  // No client, no reads or actions through it: the feed listens from the moment a hook makes it.
  queries.whenReady((queryClient) => {
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && event.query.meta?.toastOnError) push(event.action.error);
    });
    queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && !event.mutation?.meta?.silent) push(event.action.error);
    });
  });
  return {
    take(next) {
      listener = next;
      for (const error of waiting.splice(0)) next(error);
      return () => {
        if (listener === next) listener = null;
      };
    },
  };
}
