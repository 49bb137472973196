"use client";
// The rows after the server's first page, in the same list, once the player asked for more: `load`
// brings the list's pager (a component that calls useMorePages and renders the later rows), so a
// visit that never asks for more ships none of it. For a list's own client module:
//   export const LaterRewards = laterPages(() => import("./MoreRewards").then((module) => module.MoreRewards));
// and in the server's list: <LaterRewards first={first} locale={locale} /> (props the server can send).
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ComponentType } from "react";
import type { MorePages } from "./more-pages";
import { usePaging } from "./ServerPaging";

/** What a list's pager gets besides its own props: where to report. */
export interface PagerReport {
  onChange: (more: MorePages) => void;
}

export function laterPages<P extends object>(load: () => Promise<ComponentType<P & PagerReport>>): ComponentType<P> {
  const Pager = lazyPart(load, null);
  function LaterPages(props: P) {
    const { asked, report } = usePaging();
    return asked ? <Pager {...props} onChange={report} /> : null;
  }
  return LaterPages;
}
