import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { loadTokenInfos } from "./load-token-infos";
import type { Assets, TokenInfo } from "./use-wallet-data";

/** The exchange's reads as the server made them for the player of the request (each null when it failed). */
export interface ExchangeFirst {
  assets: Assets | null;
  /** Token facts of each coin the balances name; null when the balances or any coin's answer failed. */
  tokens: TokenInfo[] | null;
}

/** The signed-in exchange page's first data: the balances and each coin's token facts (prices, decimals). */
export async function loadExchange(api: ApiClient): Promise<ExchangeFirst> {
  const assets = await api.call(walletReadEndpoints.userAsset, {}).catch(() => null);
  return { assets, tokens: await loadTokenInfos(api, assets?.list) };
}
