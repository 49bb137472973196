import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";

/** A page of one coin's history (asset_detail), with the coin's balance. */
export type HistoryPage = ResponseOf<typeof luckyBearMoneyEndpoints.assetDetail>;
export type HistoryEntry = HistoryPage["list"][number];

