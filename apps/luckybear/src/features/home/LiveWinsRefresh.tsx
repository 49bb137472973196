"use client";
// The live-prize strip's refresh: the server's strip stays as it came until a later read brings other
// prizes; then the refresh shows its own in the same place. Its code (React Query's read, the strip's
// rows) loads while the page is idle after start, not with the lobby.
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { whenIdle } from "@repo/ui/lib/when-idle";
import { type ReactNode, useEffect, useState } from "react";
import type { LiveWin } from "./load-home";

const LiveWinsPoller = lazyPart(() => import("./LiveWinsPoller").then((module) => module.LiveWinsPoller), null);

export interface LiveWinsRefreshProps {
  initial: LiveWin[];
  locale: Locale;
  /** The server's strip. */
  children: ReactNode;
}

export function LiveWinsRefresh({ initial, locale, children }: LiveWinsRefreshProps) {
  const [idle, setIdle] = useState(false);
  const [replaced, setReplaced] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return (
    <>
      {replaced ? null : children}
      {idle ? <LiveWinsPoller initial={initial} locale={locale} onReplaced={setReplaced} /> : null}
    </>
  );
}
