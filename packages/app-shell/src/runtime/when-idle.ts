"use client";
// Work that the first paint does not need (the global UI, analytics): it starts when the browser is
// idle after hydration, or after `timeoutMs` at the latest.
import { useEffect, useState } from "react";

export function whenIdle(run: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}

/** False on the server, during hydration and until the browser is first idle; then true. */
export function useAfterStart(timeoutMs = 1000): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => whenIdle(() => setStarted(true), timeoutMs), [timeoutMs]);
  return started;
}
