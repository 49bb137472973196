// Pure rules of the market: the buyer's fee and total, whether the viewer can buy a listing, the price a
// seller may ask, and what a refusal means. The addresses' queries are read in market-address.ts.
import { isBusinessError } from "@repo/api-client/errors";
import { COLLECTIBLE_CODES } from "@repo/api-client/schemas/collectibles";
import type { Listing, MarketConfig } from "@repo/api-client/schemas/market";
import { type AmountCheck, checkAmount } from "@repo/app-shell/money/check-amount";
import { fromUnits, unitsOf } from "@repo/app-shell/money/units";
import { BALANCE_LACK_CODE } from "../wallet/use-wallet-error-text";

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
