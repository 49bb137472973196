import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { searchEndpoints } from "@repo/api-client/endpoints/search";
import { type MarketFirst, marketItemsInput, type MarketQuery } from "./market-query";

/**
 * The public part of the market fetched on the server, so the first listings are in the first HTML: the
 * first page of the search the address names (none for the own listings' tab, which is the player's).
 * A failed call leaves it to the browser.
 */
export async function loadMarket(api: ApiClient, query: MarketQuery): Promise<MarketFirst> {
  const input = marketItemsInput(query);
  const listings = input ? await api.call(searchEndpoints.marketItems, { ...input, page: 1 }).catch(() => null) : null;
  return { listings };
}
