// Search service: listings on sale by words, kind and rarity, sorted and paged.
import { searchEndpoints as search } from "@repo/api-client/endpoints/search";
import type { MarketSort } from "@repo/api-client/schemas/market";
import { type Route, serve } from "../../serve";
import type { DevState } from "../../state";
import type { ListingRecord } from "../../state/collectibles";
import { paginate } from "../paging";
import { byRarity, listingView } from "./views";

function sorter(state: DevState, sort: MarketSort): (a: ListingRecord, b: ListingRecord) => number {
  const newest = (a: ListingRecord, b: ListingRecord) => b.listed_at - a.listed_at || b.listing_id - a.listing_id;
  switch (sort) {
    case "price_asc":
      return (a, b) => a.price_micro - b.price_micro || newest(a, b);
    case "price_desc":
      return (a, b) => b.price_micro - a.price_micro || newest(a, b);
    case "rarity": {
      const item = (listing: ListingRecord) => state.collectibles.items.get(listing.item_id);
      return (a, b) => {
        const [first, second] = [item(a), item(b)];
        return first && second ? byRarity(first, second) || newest(a, b) : newest(a, b);
      };
    }
    case "newest":
      return newest;
  }
}

export const searchRoutes: Route[] = [
  serve(search.marketItems, ({ keyword, kind, rarity, sort, page, page_size }, { state }) => {
    const words = (keyword ?? "").trim().toLowerCase();
    const found = [...state.collectibles.listings.values()].filter((listing) => {
      const item = state.collectibles.items.get(listing.item_id);
      if (listing.status !== "on_sale" || !item) return false;
      if (kind && item.kind !== kind) return false;
      if (rarity && item.design.rarity !== rarity) return false;
      const text = `${item.design.name} #${item.item_id} ${item.design.series}`.toLowerCase();
      return words === "" || text.includes(words);
    });
    found.sort(sorter(state, sort ?? "newest"));
    return paginate(found.map((listing) => listingView(state, listing)), page, page_size);
  }),
];
