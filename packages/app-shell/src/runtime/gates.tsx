"use client";
// Parts of the runtime's tree that appear only after hydration, or only once the browser is first idle.
// Each gate is its own small component on purpose: the re-render that shows the part then covers the
// gate alone. Read in the runtime's own render, the flip re-rendered the whole tree around it (the
// providers, app start, the tab bar) — after hydration in one synchronous render that React forces
// when a store's client value differs from the server's, after idle in one that is not time-sliced.
import type { ReactNode } from "react";
import { useHydrated } from "./use-hydrated";
import { useAfterStart } from "./when-idle";

/** `children` once React owns the page: never in the server's HTML or in the hydration render. */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

/** `children` once the browser is first idle after hydration (`useAfterStart`). */
export function AfterStart({ children }: { children: ReactNode }) {
  return useAfterStart() ? children : null;
}
