"use client";
// Around a paged list whose first page the server rendered: whether the player asked for more (the rows
// the browser adds after the server's load then, as a part of their own) and the pager's state for the
// footer (PagingFooter). A visit that never asks for more ships no paged read.
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import type { MorePages } from "./paging-state";

export interface ServerPagingState {
  /** The player asked for more: the pager is loading or loaded. */
  asked: boolean;
  /** The pager's state once it has loaded. */
  more: MorePages | null;
  ask: () => void;
  report: (more: MorePages) => void;
}

const ServerPagingContext = createContext<ServerPagingState | null>(null);

export function useServerPaging(): ServerPagingState {
  const paging = useContext(ServerPagingContext);
  if (!paging) throw new Error("useServerPaging needs <ServerPaging> above it");
  return paging;
}

export function ServerPaging({ children }: { children: ReactNode }) {
  const [asked, setAsked] = useState(false);
  const [more, setMore] = useState<MorePages | null>(null);
  const paging = useMemo<ServerPagingState>(() => ({ asked, more, ask: () => setAsked(true), report: setMore }), [asked, more]);
  return <ServerPagingContext.Provider value={paging}>{children}</ServerPagingContext.Provider>;
}
