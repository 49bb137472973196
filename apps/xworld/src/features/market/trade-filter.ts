// The side of the trade history (/market/history?side=), apart from the market's rules so the history's
// client parts (its tabs, its pager) carry none of theirs. `readTradeFilter` (market-address.ts) reads it.
import type { TradeSide } from "@repo/api-client/schemas/market";
import { HISTORY_PAGE_SIZE } from "../wallet/history-paging";

/** The trades /market/history shows: all, or one side. */
export type TradeFilter = "all" | TradeSide;

/** The history read's side for a filter (all: none), 20 a page. */
export function tradeHistoryInput(filter: TradeFilter): { side?: TradeSide; page_size: number } {
  return filter === "all" ? { page_size: HISTORY_PAGE_SIZE } : { side: filter, page_size: HISTORY_PAGE_SIZE };
}

/** `/market/history` for a filter (all: no query). */
export function marketHistoryPath(filter: TradeFilter): string {
  return filter === "all" ? "/market/history" : `/market/history?${new URLSearchParams({ side: filter }).toString()}`;
}
