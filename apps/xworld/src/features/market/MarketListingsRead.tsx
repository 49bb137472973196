"use client";
// The listings of a search read by the browser: only when the server's read failed (MarketListingsFromBrowser),
// with placeholder cards, an error with Retry, and "Show more".
import { useLingui } from "@lingui/react/macro";
import { searchEndpoints } from "@repo/api-client/endpoints/search";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { PagedGrid } from "../collection/PagedGrid";
import { ListingCard } from "./ListingCard";
import { ListingsEmpty } from "./ListingsEmpty";
import type { MarketItemsInput } from "./market-query";

export function MarketListingsRead({ locale, input, label }: { locale: Locale; input: MarketItemsInput; label: string }) {
  const { t } = useLingui();
  const listings = useApiInfiniteQuery(searchEndpoints.marketItems, input);
  return (
    <PagedGrid
      query={listings}
      label={label}
      errorTitle={t`The market could not load.`}
      empty={<ListingsEmpty />}
      renderCard={(listing) => <ListingCard key={listing.listing_id} locale={locale} listing={listing} />}
    />
  );
}
