"use client";
// The live-prize strip's refresh: the server's strip stays as it came until a later read brings other
// prizes; then the refresh shows its own in the same place. Its code (React Query's read, the strip's
// rows, 50 kB) loads when the first refresh is due, not with the lobby nor in the busy time after start.
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { type ReactNode, useEffect, useState } from "react";
import { LIVE_WINS_REFRESH_MS } from "./live-wins-interval";
import type { LiveWin } from "./load-home";

const LiveWinsPoller = lazyPart(() => import("./LiveWinsPoller").then((module) => module.LiveWinsPoller), null);

export interface LiveWinsRefreshProps {
  initial: LiveWin[];
  locale: Locale;
  /** The server's strip. */
  children: ReactNode;
}

export function LiveWinsRefresh({ initial, locale, children }: LiveWinsRefreshProps) {
  const [due, setDue] = useState(false);
  const [replaced, setReplaced] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), LIVE_WINS_REFRESH_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      {replaced ? null : children}
      {due ? <LiveWinsPoller initial={initial} locale={locale} onReplaced={setReplaced} /> : null}
    </>
  );
}
