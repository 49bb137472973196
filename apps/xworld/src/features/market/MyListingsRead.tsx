"use client";
// The player's own listings, read by the browser (the server renders the public listings only).
import { Trans, useLingui } from "@lingui/react/macro";
import { marketEndpoints } from "@repo/api-client/endpoints/market";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state";
import { PagedGrid } from "../collection/PagedGrid";
import { ListingCard } from "./ListingCard";

export function MyListingsRead({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const listings = useApiInfiniteQuery(marketEndpoints.myListings, {});
  return (
    <PagedGrid
      query={listings}
      label={t`My listings`}
      errorTitle={t`Your listings could not load.`}
      empty={<EmptyState title={<Trans>You have nothing on sale</Trans>} />}
      renderCard={(listing) => <ListingCard key={listing.listing_id} locale={locale} listing={listing} />}
    />
  );
}
