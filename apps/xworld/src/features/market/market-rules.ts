// Pure rules of the market: the buyer's fee and total, whether the viewer can buy a listing, the price a
// seller may ask, what a refusal means, and the market's query (tab, sort, filters).
import type { RequestOf, ResponseOf } from "@repo/api-client/endpoint";
import type { searchEndpoints } from "@repo/api-client/endpoints/search";
import { isBusinessError } from "@repo/api-client/errors";
import { COLLECTIBLE_CODES, type ItemKind, RARITIES, type Rarity } from "@repo/api-client/schemas/collectibles";
import { type Listing, MARKET_SORTS, type MarketConfig, type MarketSort, TRADE_SIDES } from "@repo/api-client/schemas/market";
import { type AmountCheck, checkAmount } from "@repo/app-shell/money/check-amount";
import { fromUnits, unitsOf } from "@repo/app-shell/money/units";
import { firstParam, readId, type SearchParams } from "../task/task-query";
import { BALANCE_LACK_CODE } from "../wallet/use-wallet-error-text";
import type { TradeFilter } from "./trade-filter";

/** The buyer's fee: `feeBps` basis points of the price, rounded up to the last unit (10^-6), as the server does. */
export function marketFee(price: string, feeBps: number): string {
  const units = unitsOf(price);
  const bps = BigInt(Math.max(0, Math.trunc(feeBps)));
  return fromUnits((units * bps + 9_999n) / 10_000n);
}

/** What a buyer pays for a price: the price plus the fee. */
export function buyerTotal(price: string, feeBps: number): string {
  return fromUnits(unitsOf(price) + unitsOf(marketFee(price, feeBps)));
}

export type BuyBlock = "own" | "sold" | "cancelled" | "short" | null;

/**
 * Why the viewer cannot buy this listing now (null: they can, for `listing.total`). A balance not yet
 * read (undefined) blocks nothing: the server, which knows it, answers a purchase it cannot cover.
 */
export function buyBlock(listing: Pick<Listing, "status" | "seller" | "total">, viewerId: number | null, balance: string | undefined): BuyBlock {
  if (listing.status === "sold") return "sold";
  if (listing.status === "cancelled") return "cancelled";
  if (viewerId !== null && listing.seller.user_id === viewerId) return "own";
  if (balance !== undefined && unitsOf(balance) < unitsOf(listing.total)) return "short";
  return null;
}

/** The price a seller types, against the market's range and the coin's decimals. */
export function checkListingPrice(text: string, config: Pick<MarketConfig, "min_price" | "max_price">, decimals: number): AmountCheck {
  return checkAmount(text, { decimals, min: config.min_price, max: config.max_price });
}

export type MarketRefusal = "own" | "sold" | "cancelled" | "listed" | "not_owner" | "lack";

/** What a refused market call means for the player, or null for any other failure. */
export function marketRefusalOf(error: unknown): MarketRefusal | null {
  if (isBusinessError(error, COLLECTIBLE_CODES.OWN_LISTING)) return "own";
  if (isBusinessError(error, COLLECTIBLE_CODES.LISTING_SOLD)) return "sold";
  if (isBusinessError(error, COLLECTIBLE_CODES.LISTING_CANCELLED)) return "cancelled";
  if (isBusinessError(error, COLLECTIBLE_CODES.ITEM_LISTED)) return "listed";
  if (isBusinessError(error, COLLECTIBLE_CODES.NOT_OWNER)) return "not_owner";
  if (isBusinessError(error, BALANCE_LACK_CODE)) return "lack";
  return null;
}

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

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (values as readonly (string | null)[]).includes(value) ? (value as T) : null;

/** The market's address query, read defensively: unknown values fall back to the defaults. */
export function readMarketQuery(search: SearchParams): MarketQuery {
  return {
    tab: oneOf(MARKET_TABS, firstParam(search, "tab")) ?? "nft",
    backShow: firstParam(search, "backShow") === "1",
    keyword: (firstParam(search, "q") ?? "").slice(0, 40),
    sort: oneOf(MARKET_SORTS, firstParam(search, "sort")) ?? "newest",
    rarity: oneOf(RARITIES, firstParam(search, "rarity")),
  };
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

/** Whether two queries browse the same listings (the backShow flag aside). */
export const sameListings = (a: MarketQuery, b: MarketQuery) =>
  a.tab === b.tab && a.keyword === b.keyword && a.sort === b.sort && a.rarity === b.rarity;

/** The page of one listing: the address deep links lead to. */
export function marketDetailPath(listingId: number): string {
  return `/market/detail?${new URLSearchParams({ id: String(listingId) }).toString()}`;
}

/** The side of `/market/history?side=`, read defensively: anything else shows all trades. */
export function readTradeFilter(search: SearchParams): TradeFilter {
  return oneOf(TRADE_SIDES, firstParam(search, "side")) ?? "all";
}

/** The listing of `/market/detail?id=`, or null for anything but a positive integer. */
export const readListingId = (search: SearchParams) => readId(firstParam(search, "id"));
