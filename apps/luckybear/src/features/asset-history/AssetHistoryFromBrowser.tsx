"use client";
// AssetHistoryRead as a part of its own: its code (React Query's observers, the paged read, the error
// states) loads only on a visit the server could not read the history for; meanwhile `loading` (the
// server's HistorySkeleton, so its code is not the route's).
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";

interface AssetHistoryFromBrowserProps {
  locale: Locale;
  initialCoin: string | null;
  loading: ReactNode;
}

export const AssetHistoryFromBrowser = lazyPart<AssetHistoryFromBrowserProps>(
  () => import("./AssetHistoryRead").then(({ AssetHistoryRead }) => AssetHistoryRead),
  ({ loading }) => loading,
);
