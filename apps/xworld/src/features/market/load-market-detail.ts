import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { marketEndpoints } from "@repo/api-client/endpoints/market";
import { isBusinessError } from "@repo/api-client/errors";
import { COLLECTIBLE_CODES } from "@repo/api-client/schemas/collectibles";
import type { Listing } from "@repo/api-client/schemas/market";

/** A listing's page as the server read it for the player of the request. */
export interface MarketDetailFirst {
  /** Null when the read failed or the listing does not exist. */
  listing: Listing | null;
  /** The address names no listing, or the server said it does not exist. */
  missing: boolean;
}

/** The listing of `/market/detail?id=` (none asked for without an id). */
export async function loadMarketDetail(api: ApiClient, listingId: number | null): Promise<MarketDetailFirst> {
  if (listingId === null) return { listing: null, missing: true };
  try {
    return { listing: await api.call(marketEndpoints.detail, { listing_id: listingId }), missing: false };
  } catch (error) {
    return { listing: null, missing: isBusinessError(error, COLLECTIBLE_CODES.NOT_FOUND) };
  }
}
