"use client";
// A context whose readers select their part of its value: a reader re-renders when its part changes,
// not whenever the provider renders a new value. For a list of many rows that each read a little of one
// state (which row is busy, which are favourites), where a plain context re-renders every row at once.
import { createContext, type ReactNode, useContext, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { createExternalStore, type ExternalStore } from "./external-store";

export interface SelectableContext<T> {
  /** Gives `value` to the readers below; a new value reaches them after the render, before the paint. */
  Provider: (props: { value: T; children: ReactNode }) => ReactNode;
  /**
   * The reader's part of the value (`fallback` with no provider above). It re-renders when that part
   * changes (Object.is): `select` returns a primitive or an object the value holds, never a new one.
   */
  useSelect: <S>(select: (value: T) => S) => S;
  /** Reads the value of the moment it is called (in a handler), without re-rendering on its changes. */
  useCurrent: () => () => T;
}

export function createSelectableContext<T>(fallback: T): SelectableContext<T> {
  const Context = createContext<ExternalStore<T>>(createExternalStore(fallback));

  function Provider({ value, children }: { value: T; children: ReactNode }) {
    // Made with the first render's value, so the server's HTML and the hydration render read the same.
    const [store] = useState(() => createExternalStore(value));
    useLayoutEffect(() => {
      if (store.getSnapshot() !== value) store.set(value);
    }, [store, value]);
    return <Context.Provider value={store}>{children}</Context.Provider>;
  }

  function useSelect<S>(select: (value: T) => S): S {
    const store = useContext(Context);
    const selected = () => select(store.getSnapshot());
    return useSyncExternalStore(store.subscribe, selected, selected);
  }

  function useCurrent(): () => T {
    return useContext(Context).getSnapshot;
  }

  return { Provider, useSelect, useCurrent };
}
