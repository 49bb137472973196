"use client";
// The server-rendered locked page's releases, shared by its rows' buttons (each a part loaded after
// start): one request at a time across them, and the last release for the line that confirms it
// (UnlockReleased) above the list, kept while the page renders again on the server.
import { createContext, type ReactNode, useContext } from "react";
import { type UnlockScope, useUnlockScope } from "./unlock-scope";

const UnlockScopeContext = createContext<UnlockScope | null>(null);

export function useSharedUnlockScope(): UnlockScope {
  const scope = useContext(UnlockScopeContext);
  if (!scope) throw new Error("useSharedUnlockScope needs <UnlockScopeProvider> above it");
  return scope;
}

export function UnlockScopeProvider({ children }: { children: ReactNode }) {
  return <UnlockScopeContext.Provider value={useUnlockScope()}>{children}</UnlockScopeContext.Provider>;
}
