import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { loadTokenInfos } from "./load-token-infos";
import type { Assets, Chains, OwnAddresses, TokenInfo } from "./use-wallet-data";

/** The withdrawal's reads as the server made them for the player of the request (each null when it failed). */
export interface WithdrawFirst {
  assets: Assets | null;
  chains: Chains | null;
  addresses: OwnAddresses | null;
  /** Token facts of each coin the balances name; null when the balances or any coin's answer failed. */
  tokens: TokenInfo[] | null;
}

/** The signed-in withdrawal page's first data: balances, chains, the player's addresses, token facts. */
export async function loadWithdraw(api: ApiClient, userId: number): Promise<WithdrawFirst> {
  const [assets, chains, addresses] = await Promise.all([
    api.call(walletReadEndpoints.userAsset, {}).catch(() => null),
    api.call(walletReadEndpoints.getChainList, {}).catch(() => null),
    api.call(walletReadEndpoints.getAllWalletAddr, { user_id: userId }).catch(() => null),
  ]);
  return { assets, chains, addresses, tokens: await loadTokenInfos(api, assets?.list) };
}
