"use client";
// Reads the live prizes again every 30 seconds (LiveWinsRefresh loads it); once an answer differs from
// the server's, it shows the strip itself and says so, so the server's strip steps aside.
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useLayoutEffect } from "react";
import type { LiveWin } from "./load-home";
import { LiveWinsSection } from "./LiveWinsSection";

// Spec: not shown — how often the lobby's strip refreshes. Choice: every 30 s (the live prizes screen
// itself refreshes every 10 s).
export const LIVE_WINS_REFRESH_MS = 30_000;

export interface LiveWinsPollerProps {
  initial: LiveWin[];
  locale: Locale;
  onReplaced: (replaced: boolean) => void;
}

export function LiveWinsPoller({ initial, locale, onReplaced }: LiveWinsPollerProps) {
  const board = useApiQuery(luckyBearRewardEndpoints.rtPrizeBillboard, {}, { initialData: { list: initial }, refetchInterval: LIVE_WINS_REFRESH_MS });
  // React Query keeps an equal answer the same object: the server's list stands until the prizes change.
  const wins = board.data?.list ?? initial;
  const replaced = wins !== initial;
  // Before the browser paints: the two strips never show together.
  useLayoutEffect(() => onReplaced(replaced), [onReplaced, replaced]);
  return replaced ? <LiveWinsSection wins={wins} locale={locale} /> : null;
}
