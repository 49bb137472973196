// The listings of one search, 20 a page: the first page's cards as the server read them, then "Show more"
// loads the next pages in the browser (LaterListings).
import { ServerPagedList } from "@repo/app-shell/paging/server-paged-list";
import type { Locale } from "@repo/i18n/locales";
import { ItemGrid } from "@repo/ui/item-card";
import { LaterListings } from "./MarketParts";
import { ListingCard } from "./ListingCard";
import { ListingsEmpty } from "./ListingsEmpty";
import type { MarketItemsInput, MarketItemsPage } from "./market-query";

export function ListingPages({ first, input, label, locale }: { first: MarketItemsPage; input: MarketItemsInput; label: string; locale: Locale }) {
  return (
    <ServerPagedList
      first={first}
      label={label}
      empty={<ListingsEmpty />}
      later={<LaterListings first={first} input={input} locale={locale} />}
      count
      list={ItemGrid}
      footerClassName="flex flex-col gap-4 pt-12"
    >
      {first.list.map((listing) => (
        <ListingCard key={listing.listing_id} locale={locale} listing={listing} />
      ))}
    </ServerPagedList>
  );
}
