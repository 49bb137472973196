// The market's addresses' queries, read defensively on the server: `/market`'s, `/market/history?side=`
// and `/market/detail?id=`. Apart from the market's rules, which use the wallet's client-side error texts:
// a page that imported those from here would ship them as client code.
import { RARITIES } from "@repo/api-client/schemas/collectibles";
import { MARKET_SORTS, TRADE_SIDES } from "@repo/api-client/schemas/market";
import { firstParam, readId, type SearchParams } from "../task/task-query";
import { MARKET_TABS, type MarketQuery } from "./market-query";
import type { TradeFilter } from "./trade-filter";

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

/** The side of `/market/history?side=`, read defensively: anything else shows all trades. */
export function readTradeFilter(search: SearchParams): TradeFilter {
  return oneOf(TRADE_SIDES, firstParam(search, "side")) ?? "all";
}

/** The listing of `/market/detail?id=`, or null for anything but a positive integer. */
export const readListingId = (search: SearchParams) => readId(firstParam(search, "id"));
