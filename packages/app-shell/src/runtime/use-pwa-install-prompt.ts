"use client";

import { useSyncExternalStore } from "react";
import { useRuntime } from "./runtime-context";

/** The browser's install prompt caught at start (see install-prompt.ts); null where there is none. */
export function usePwaInstallPrompt(): (() => Promise<"accepted" | "dismissed">) | null {
  const { installPrompt } = useRuntime();
  return useSyncExternalStore(installPrompt.subscribe, installPrompt.current, () => null);
}
