"use client";
// A value that follows another once it has stopped changing for `delayMs` (typing in a search box, an
// amount that asks the server for a fee): not a request per key.
import { useEffect, useState } from "react";

export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
