import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { DEFAULT_PAGE_SIZE } from "@repo/api-client/schemas/common";
import { historyCoin } from "./asset-history-path";

/** The balance history page's reads as the server made them for the player of the request (each null when it failed). */
export interface AssetHistoryFirst {
  /** The player's coins (one tab each). */
  assets: ResponseOf<typeof luckyBearMoneyEndpoints.assetList> | null;
  /** The first page of the shown coin's history, with the coin it was read for. */
  history: { coin: string; page: ResponseOf<typeof luckyBearMoneyEndpoints.assetDetail> } | null;
}

/** The signed-in balance history's first data: the coins, then the first page of the coin the screen shows for `initialCoin` (?coin=). */
export async function loadAssetHistory(api: ApiClient, initialCoin: string | null): Promise<AssetHistoryFirst> {
  const assets = await api.call(luckyBearMoneyEndpoints.assetList, {}).catch(() => null);
  const coin = historyCoin(initialCoin, assets?.list.map((asset) => asset.coin_name) ?? []);
  if (coin === null) return { assets, history: null };
  const page = await api.call(luckyBearMoneyEndpoints.assetDetail, { coin_name: coin, page: 1, page_size: DEFAULT_PAGE_SIZE }).catch(() => null);
  return { assets, history: page && { coin, page } };
}
