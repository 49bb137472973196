"use client";
// Reads the live prizes at once and again every 30 seconds (LiveWinsRefresh loads it when the first read
// is due); once an answer differs from the server's, it shows the strip itself and says so, so the
// server's strip steps aside.
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useLayoutEffect } from "react";
import { LIVE_WINS_REFRESH_MS } from "./live-wins-interval";
import type { LiveWin } from "./load-home";
import { LiveWinsSection } from "./LiveWinsSection";

export interface LiveWinsPollerProps {
  initial: LiveWin[];
  locale: Locale;
  onReplaced: (replaced: boolean) => void;
}

export function LiveWinsPoller({ initial, locale, onReplaced }: LiveWinsPollerProps) {
  // The server's list is as old as a refresh when this mounts: read at once.
  const board = useApiQuery(luckyBearRewardEndpoints.rtPrizeBillboard, {}, { initialData: { list: initial }, initialDataUpdatedAt: 0, refetchInterval: LIVE_WINS_REFRESH_MS });
  // React Query keeps an equal answer the same object: the server's list stands until the prizes change.
  const wins = board.data?.list ?? initial;
  const replaced = wins !== initial;
  // Before the browser paints: the two strips never show together.
  useLayoutEffect(() => onReplaced(replaced), [onReplaced, replaced]);
  return replaced ? <LiveWinsSection wins={wins} locale={locale} /> : null;
}
