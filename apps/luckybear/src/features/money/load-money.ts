import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { DEFAULT_PAGE_SIZE } from "@repo/api-client/schemas/common";

/** The money page's reads as the server made them for the player of the request (each null when it failed). */
export interface MoneyFirst {
  /** The casino balances and their total in USDT. */
  assets: ResponseOf<typeof luckyBearMoneyEndpoints.assetList> | null;
  /** The first page of the player's orders. */
  orders: ResponseOf<typeof luckyBearMoneyEndpoints.myOrders> | null;
}

/** The signed-in money page's first data: the balances and the first page of orders. */
export async function loadMoney(api: ApiClient): Promise<MoneyFirst> {
  const [assets, orders] = await Promise.all([
    api.call(luckyBearMoneyEndpoints.assetList, {}).catch(() => null),
    api.call(luckyBearMoneyEndpoints.myOrders, { page: 1, page_size: DEFAULT_PAGE_SIZE }).catch(() => null),
  ]);
  return { assets, orders };
}
