"use client";

import { useCallback, useRef, useState } from "react";

/**
 * Runs one task at a time for a control that starts work on a tap: a tap while a task runs is ignored
 * (the guard is a ref, so two taps in the same frame start one task), and `busy` says so on screen
 * until the task settles, whether it succeeded or failed.
 */
export function useOneAtATime(): { busy: boolean; run: (task: () => Promise<unknown>) => void } {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback((task: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void task()
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  }, []);
  return { busy, run };
}
