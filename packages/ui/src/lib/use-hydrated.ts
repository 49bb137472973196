"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the server HTML and the hydration render, true once React owns the page. Controls whose
 * handlers matter (a language switch) stay disabled until then, so an early tap is never lost.
 * `matters: false` reads true throughout: a component that needs the flag only in some uses (a
 * button, when it submits) is then not re-rendered by hydration in the others.
 */
export function useHydrated(matters = true): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => !matters,
  );
}
