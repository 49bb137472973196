// The one storage interface the session writes through. Synchronous on purpose: the session hydrates
// on mount and decides "logged in" from it without awaiting anything.

/** The subset of the Web Storage API the session needs. `localStorage` satisfies it as is. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** In-memory storage: tests, server rendering, and browsers that refuse `localStorage`. */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): KeyValueStorage & {
  snapshot(): Record<string, string>;
} {
  const values = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
    snapshot: () => Object.fromEntries(values),
  };
}

function resolveLocalStorage(): Storage | null {
  try {
    // Reading the property itself throws in some sandboxed iframes and private modes.
    const storage = globalThis.localStorage as Storage | undefined;
    return storage ?? null;
  } catch {
    return null;
  }
}

/**
 * `localStorage` with every failure absorbed: a missing store (server, sandbox) or a full quota never
 * breaks a page; writes then live in memory for the rest of the visit.
 */
export function createLocalStorage(): KeyValueStorage {
  const fallback = createMemoryStorage();
  const target = resolveLocalStorage();
  if (!target) return fallback;
  return {
    getItem(key) {
      try {
        return target.getItem(key) ?? fallback.getItem(key);
      } catch {
        return fallback.getItem(key);
      }
    },
    setItem(key, value) {
      try {
        target.setItem(key, value);
        fallback.removeItem(key);
      } catch {
        fallback.setItem(key, value);
      }
    },
    removeItem(key) {
      fallback.removeItem(key);
      try {
        target.removeItem(key);
      } catch {
        // Nothing to do: the value is gone from the fallback and unreachable in the target.
      }
    },
  };
}

/**
 * Wraps a storage so every write is also sent somewhere else, without waiting for it. This is how the
 * native app's `saveUserLocalData` can back the session later: reads stay synchronous and local, the
 * host keeps a copy that survives a webview cache wipe.
 */
export function withWriteThrough(
  storage: KeyValueStorage,
  sink: {
    set(key: string, value: string): void | Promise<void>;
    remove(key: string): void | Promise<void>;
  },
): KeyValueStorage {
  const swallow = (result: void | Promise<void>) => {
    if (result instanceof Promise) result.catch(() => undefined);
  };
  return {
    getItem: (key) => storage.getItem(key),
    setItem(key, value) {
      storage.setItem(key, value);
      try {
        swallow(sink.set(key, value));
      } catch {
        // The mirror is best effort; the local write already happened.
      }
    },
    removeItem(key) {
      storage.removeItem(key);
      try {
        swallow(sink.remove(key));
      } catch {
        // See setItem.
      }
    },
  };
}
