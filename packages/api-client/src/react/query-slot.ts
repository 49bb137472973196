// The page's one QueryClient, made on first use. The layout holds the slot, which has no React Query
// code, so a page whose first paint reads nothing through React Query (its data rendered by the server)
// does not load React Query's client, caches and retryer; the first hook that reads or writes through
// it (usually in a part loaded after start) makes the client (./use-query-client).
import type { QueryClient } from "@tanstack/react-query";

export interface QuerySlot {
  /** The client, once a hook made it; null before (so nothing is cached yet). */
  readonly current: QueryClient | null;
  /** The client, made with `make` (and mounted in the browser) the first time. */
  ensure(make: () => QueryClient): QueryClient;
  /** Runs `listener` with the client once it exists (at once, when it does). */
  whenReady(listener: (client: QueryClient) => void): void;
}

/** An empty slot; a test gives it its own client at once. */
export function createQuerySlot(made: QueryClient | null = null): QuerySlot {
  let current = made;
  const waiting: ((client: QueryClient) => void)[] = [];
  return {
    get current() {
      return current;
    },
    ensure(make) {
      if (current) return current;
      const client = make();
      current = client;
      // What QueryClientProvider would do: follow the browser's focus and connection (paused mutations resume).
      if (typeof window !== "undefined") client.mount();
      for (const listener of waiting.splice(0)) listener(client);
      return client;
    },
    whenReady(listener) {
      if (current) listener(current);
      else waiting.push(listener);
    },
  };
}
