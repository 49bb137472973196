"use client";
// A guard against a second submit while the first is on its way (a double tap, Enter twice): the
// mutation's own pending flag only arrives with the next render.
import { useCallback, useRef } from "react";

export function useSingleSubmit(): { begin: () => boolean; end: () => void; busy: () => boolean } {
  const busy = useRef(false);
  const begin = useCallback(() => {
    if (busy.current) return false;
    busy.current = true;
    return true;
  }, []);
  const end = useCallback(() => {
    busy.current = false;
  }, []);
  const isBusy = useCallback(() => busy.current, []);
  return { begin, end, busy: isBusy };
}
