"use client";
// The market's browser reads as parts of their own, each with `loading` (the server's placeholder cards,
// so their code is not the route's) until it has loaded:
// - MarketListingsRead (React Query's paged read, the error state), only when the server's read failed;
// - MyListingsRead, when the player opens their listings' tab (the server reads only public listings).
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { MarketItemsInput } from "./market-query";

export const MarketListingsFromBrowser = lazyPart<{ locale: Locale; input: MarketItemsInput; label: string; loading: ReactNode }>(
  () => import("./MarketListingsRead").then(({ MarketListingsRead }) => MarketListingsRead),
  ({ loading }) => loading,
);

export const MyListingsFromBrowser = lazyPart<{ locale: Locale; loading: ReactNode }>(
  () => import("./MyListingsRead").then(({ MyListingsRead }) => MyListingsRead),
  ({ loading }) => loading,
);
