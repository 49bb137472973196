"use client";
// The market's pager: the search's pages after the server's first, as cards after its cards.
import { searchEndpoints } from "@repo/api-client/endpoints/search";
import type { PagerReport } from "@repo/app-shell/paging/later-pages";
import { useMorePages } from "@repo/app-shell/paging/use-more-pages";
import type { Locale } from "@repo/i18n/locales";
import { memo } from "react";
import { ListingCard } from "./ListingCard";
import type { MarketItemsInput, MarketItemsPage } from "./market-query";

const Card = memo(ListingCard);

export function MoreListings({ first, input, locale, onChange }: { first: MarketItemsPage; input: MarketItemsInput; locale: Locale } & PagerReport) {
  const later = useMorePages(searchEndpoints.marketItems, input, { first, idKey: "listing_id", onChange });
  return later.map((listing) => <Card key={listing.listing_id} locale={locale} listing={listing} />);
}
