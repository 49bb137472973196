"use client";
// MarketHistoryRead as a part of its own: its code (React Query's paged read, the error state) loads only
// when the page has no server read for this render's player; meanwhile `loading` (the server's skeleton,
// so its code is not the route's).
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { TradeFilter } from "./trade-filter";

interface MarketHistoryFromBrowserProps {
  locale: Locale;
  filter: TradeFilter;
  loading: ReactNode;
}

export const MarketHistoryFromBrowser = lazyPart<MarketHistoryFromBrowserProps>(
  () => import("./MarketHistoryRead").then(({ MarketHistoryRead }) => MarketHistoryRead),
  ({ loading }) => loading,
);
