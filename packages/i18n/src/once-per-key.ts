/** Gets the value of `key`, starting `load` only when no load of that key is pending or done. */
export type OncePerKey<V> = (key: string, load: () => Promise<V>) => Promise<V>;

/**
 * A cache of loads by key: the first call of a key starts `load`, every later call gets the same
 * promise. A load that fails is forgotten, so the next call tries again instead of failing for good.
 */
export function oncePerKey<V>(): OncePerKey<V> {
  const pending = new Map<string, Promise<V>>();
  return (key, load) => {
    let value = pending.get(key);
    if (!value) {
      value = load();
      value.catch(() => {
        if (pending.get(key) === value) pending.delete(key);
      });
      pending.set(key, value);
    }
    return value;
  };
}
