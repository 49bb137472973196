"use client";
// Around a list whose first page the server rendered: whether the player asked for more, and where
// the browser's pager stands, for the rows it adds after the server's (laterPages) and the end of the
// list (PagingLoadMore). The server's rows stay mounted throughout.
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import type { FirstPage, MorePages } from "./more-pages";

export interface PagingState {
  first: FirstPage;
  /** The player asked for more: the pager is loading or loaded. */
  asked: boolean;
  /** The pager's state once it has loaded. */
  more: MorePages | null;
  ask: () => void;
  report: (more: MorePages) => void;
}

const PagingContext = createContext<PagingState | null>(null);

export function usePaging(): PagingState {
  const paging = useContext(PagingContext);
  if (!paging) throw new Error("usePaging needs <ServerPaging> above it");
  return paging;
}

export function ServerPaging({ first, children }: { first: FirstPage; children: ReactNode }) {
  const [asked, setAsked] = useState(false);
  const [more, setMore] = useState<MorePages | null>(null);
  const paging = useMemo<PagingState>(() => ({ first, asked, more, ask: () => setAsked(true), report: setMore }), [first, asked, more]);
  return <PagingContext.Provider value={paging}>{children}</PagingContext.Provider>;
}
