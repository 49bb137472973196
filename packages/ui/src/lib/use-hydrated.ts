"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the server HTML and the hydration render, true once React owns the page. Controls whose
 * handlers matter (a language switch) stay disabled until then, so an early tap is never lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
