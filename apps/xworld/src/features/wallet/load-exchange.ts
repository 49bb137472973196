import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { walletEndpoints } from "@repo/api-client/endpoints/wallet";
import type { Assets, TokenInfo } from "./use-wallet-data";

/** The exchange's reads as the server made them for the player of the request (each null when it failed). */
export interface ExchangeFirst {
  assets: Assets | null;
  /** Token facts of each coin the balances name; null when the balances or any coin's answer failed. */
  tokens: TokenInfo[] | null;
}

/** The signed-in exchange page's first data: the balances and each coin's token facts (prices, decimals). */
export async function loadExchange(api: ApiClient): Promise<ExchangeFirst> {
  const assets = await api.call(walletEndpoints.userAsset, {}).catch(() => null);
  const tokens = assets
    ? await Promise.all(assets.list.map((asset) => api.call(walletEndpoints.getTokenInfo, { coin_name: asset.coin_name }))).catch(() => null)
    : null;
  return { assets, tokens };
}
