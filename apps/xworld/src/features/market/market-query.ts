// The market's query (tab, words, order, rarity) and the search it browses, apart from the market's rules
// so the page's client parts (its tabs and filters, its pager) carry none of theirs. `readMarketQuery`
// (market-address.ts) reads it from the address.
import type { RequestOf, ResponseOf } from "@repo/api-client/endpoint";
import type { searchEndpoints } from "@repo/api-client/endpoints/search";
import type { ItemKind, Rarity } from "@repo/api-client/schemas/collectibles";
import type { MarketSort } from "@repo/api-client/schemas/market";

/** The market's tabs: by kind, and the player's own listings. */
export const MARKET_TABS = ["nft", "pet", "mine"] as const;
export type MarketTab = (typeof MARKET_TABS)[number];

export interface MarketQuery {
  tab: MarketTab;
  /** The spec's `backShow=1`: the page shows a Back link (it was opened from another page). */
  backShow: boolean;
  keyword: string;
  sort: MarketSort;
  rarity: Rarity | null;
}

/** `/market?tab=…&backShow=1&q=…` for a query (defaults left out). */
export function marketPath(query: Partial<MarketQuery>): string {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== "nft") params.set("tab", query.tab);
  if (query.backShow) params.set("backShow", "1");
  if (query.keyword) params.set("q", query.keyword);
  if (query.sort && query.sort !== "newest") params.set("sort", query.sort);
  if (query.rarity) params.set("rarity", query.rarity);
  const text = params.toString();
  return text ? `/market?${text}` : "/market";
}

/** The kind a market tab browses (none for the own listings). */
export function kindOfTab(tab: MarketTab): ItemKind | null {
  return tab === "mine" ? null : tab;
}

/** Listings on sale are read 20 a page. */
export const MARKET_PAGE_SIZE = 20;

export type MarketItemsInput = Omit<RequestOf<typeof searchEndpoints.marketItems>, "page">;
export type MarketItemsPage = ResponseOf<typeof searchEndpoints.marketItems>;

/** What the server rendered for the address the page opened with (null: the browser asks). */
export interface MarketFirst {
  listings: MarketItemsPage | null;
}

/**
 * The search a query browses (null on the own listings' tab): one input for the screen's query and the
 * server's first page, so both stand under the same cache key.
 */
export function marketItemsInput(query: MarketQuery): MarketItemsInput | null {
  const kind = kindOfTab(query.tab);
  if (!kind) return null;
  return {
    kind,
    ...(query.keyword ? { keyword: query.keyword } : {}),
    ...(query.rarity ? { rarity: query.rarity } : {}),
    sort: query.sort,
    page_size: MARKET_PAGE_SIZE,
  };
}

/** The page of one listing: the address deep links lead to. */
export function marketDetailPath(listingId: number): string {
  return `/market/detail?${new URLSearchParams({ id: String(listingId) }).toString()}`;
}
