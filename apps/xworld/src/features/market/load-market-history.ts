import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { marketEndpoints } from "@repo/api-client/endpoints/market";
import { type TradeFilter, tradeHistoryInput } from "./trade-filter";

/** The trades page's read as the server made it for the player of the request. */
export interface MarketHistoryFirst {
  /** The side the page opens on (`?side=`). */
  filter: TradeFilter;
  /** The first page of the player's trades of that side, newest first (null when the read failed). */
  trades: ResponseOf<typeof marketEndpoints.history> | null;
}

/** The signed-in trades page's first data: the first page of the trades of `filter`. */
export async function loadMarketHistory(api: ApiClient, filter: TradeFilter): Promise<MarketHistoryFirst> {
  const trades = await api.call(marketEndpoints.history, { ...tradeHistoryInput(filter), page: 1 }).catch(() => null);
  return { filter, trades };
}

