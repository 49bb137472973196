// The market's listings and trades (NFT service, searched through the search service). Spec: not
// shown — every payload. Choice: a listing sells one item at a fixed price in the market coin; the buyer
// pays the price plus the market fee, the seller receives the price.
import { z } from "zod/mini";
import { unixTime } from "./common";
import { collectible, itemKind, playerRef, rarity } from "./collectibles";

export const LISTING_STATUSES = ["on_sale", "sold", "cancelled"] as const;
export const listingStatus = z.enum(LISTING_STATUSES);

export const listing = z.object({
  listing_id: z.number(),
  /** The item as it is now (after a sale, its owner is the buyer). */
  item: collectible,
  seller: playerRef,
  coin_name: z.string(),
  /** What the seller receives. */
  price: z.string(),
  /** The market fee the buyer pays on top of the price. */
  fee: z.string(),
  /** What a buyer pays: price + fee. */
  total: z.string(),
  status: listingStatus,
  listed_at: unixTime,
  /** When it was sold or cancelled. */
  closed_at: z.nullable(unixTime),
  buyer: z.nullable(playerRef),
});

/** The market's terms. Spec: not shown. Choice: one coin, a fee in basis points, a price range. */
export const marketConfig = z.object({
  coin_name: z.string(),
  /** The buyer's fee in basis points of the price (250 = 2.5 %), rounded up to the coin's last unit. */
  fee_bps: z.number(),
  min_price: z.string(),
  max_price: z.string(),
});

export const TRADE_SIDES = ["bought", "sold"] as const;
export const tradeSide = z.enum(TRADE_SIDES);

/** One trade of the player's market history. */
export const trade = z.object({
  trade_id: z.number(),
  listing_id: z.number(),
  side: tradeSide,
  item_id: z.number(),
  item_name: z.string(),
  item_kind: itemKind,
  item_rarity: rarity,
  coin_name: z.string(),
  price: z.string(),
  fee: z.string(),
  /** What moved for this player: "-10.25" for a buyer, "10" for a seller. */
  amount: z.string(),
  counterparty: playerRef,
  time: unixTime,
});

export const MARKET_SORTS = ["newest", "price_asc", "price_desc", "rarity"] as const;
export const marketSort = z.enum(MARKET_SORTS);

export type Listing = z.infer<typeof listing>;
export type ListingStatus = z.infer<typeof listingStatus>;
export type MarketConfig = z.infer<typeof marketConfig>;
export type Trade = z.infer<typeof trade>;
export type TradeSide = z.infer<typeof tradeSide>;
export type MarketSort = z.infer<typeof marketSort>;
