"use client";
// The kit owns `whenIdle` (its lazily loaded parts need it too); app code keeps importing it from the
// runtime. `useAfterStart` is the runtime's: the global UI mounts with it (through `AfterStart`, ./gates.tsx).
import { whenIdle } from "@repo/ui/lib/when-idle";
import { useEffect, useState } from "react";

export { whenIdle };

/** False on the server, during hydration and until the browser is first idle (and online); then true. */
export function useAfterStart(timeoutMs = 1000): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => whenIdle(() => setStarted(true), timeoutMs), [timeoutMs]);
  return started;
}
