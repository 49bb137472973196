// A listing in the market's grid: the item's card with its seller and price.
// No client code of its own: a server component renders it too.
import type { Listing } from "@repo/api-client/schemas/market";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { CollectibleCard } from "../collection/CollectibleCard";
import { formatExact } from "../wallet/format-coin";
import { marketDetailPath } from "./market-query";

export function ListingCard({ locale, listing }: { locale: Locale; listing: Listing }) {
  const price = `${formatExact(listing.price, locale)} ${listing.coin_name}`;
  return (
    <CollectibleCard
      locale={locale}
      item={listing.item}
      seller={listing.seller.username}
      href={withLocale(marketDetailPath(listing.listing_id), locale)}
      footer={price}
    />
  );
}
