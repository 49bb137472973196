"use client";

import { createContext, useContext } from "react";
import type { ClientRuntime } from "./create-runtime";

export const RuntimeContext = createContext<ClientRuntime | null>(null);

/** The page's runtime (store, platform, API client, analytics); inside <ClientRuntimeProvider> only. */
export function useRuntime(): ClientRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error("useRuntime needs <ClientRuntimeProvider> above it");
  return runtime;
}
