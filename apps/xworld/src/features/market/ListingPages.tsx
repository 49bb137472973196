// The listings of one search, 20 a page: the first page's cards as the server read them, then "Show more"
// loads the next pages in the browser (LaterListings).
import { ServerPagedGrid } from "@repo/app-shell/paging/server-paged-grid";
import type { Locale } from "@repo/i18n/locales";
import { LaterListings } from "./LaterListings";
import { ListingCard } from "./ListingCard";
import { ListingsEmpty } from "./ListingsEmpty";
import type { MarketItemsInput, MarketItemsPage } from "./market-query";

export function ListingPages({ first, input, label, locale }: { first: MarketItemsPage; input: MarketItemsInput; label: string; locale: Locale }) {
  return (
    <ServerPagedGrid first={first} label={label} empty={<ListingsEmpty />} later={<LaterListings first={first} input={input} locale={locale} />} count>
      {first.list.map((listing) => (
        <ListingCard key={listing.listing_id} locale={locale} listing={listing} />
      ))}
    </ServerPagedGrid>
  );
}
