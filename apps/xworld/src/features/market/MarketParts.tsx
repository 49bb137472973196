"use client";
// The market page's client parts, each loaded only when it renders, in one module (the route's own code
// is counted to the tenth of a kB):
// - MarketListingsFromBrowser: React Query's paged read with the error state, only when the server's read
//   failed; MyListingsFromBrowser: the player's listings, when their tab is chosen (the server reads only
//   public listings). Each shows `loading` (the server's placeholder cards) until it has loaded.
// - MarketFiltersPart: the search, order and rarity (the kit's text field, the chips), loaded after start;
//   until then `placeholder` (MarketFiltersPlaceholder, drawn by the server, of the filters' size).
// - LaterListings: the pages after the first, loaded with their pager on the first "Show more".
import { laterPages } from "@repo/app-shell/paging/later-pages";
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { ReactNode } from "react";
import type { MarketFiltersProps } from "./MarketFilters";
import type { MarketItemsInput } from "./market-query";

export const MarketListingsFromBrowser = lazyPart<{ locale: Locale; input: MarketItemsInput; label: string; loading: ReactNode }>(
  () => import("./MarketListingsRead").then(({ MarketListingsRead }) => MarketListingsRead),
  ({ loading }) => loading,
);

export const MyListingsFromBrowser = lazyPart<{ locale: Locale; loading: ReactNode }>(
  () => import("./MyListingsRead").then(({ MyListingsRead }) => MyListingsRead),
  ({ loading }) => loading,
);

export const MarketFiltersPart = placeheldPart<MarketFiltersProps>(() => import("./MarketFilters").then((module) => module.MarketFilters));

export const LaterListings = laterPages(() => import("./MoreListings").then((module) => module.MoreListings));
