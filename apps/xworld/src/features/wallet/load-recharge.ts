import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { loadTokenInfos } from "./load-token-infos";
import type { Chains, OwnAddresses, TokenInfo, WalletInfo } from "./use-wallet-data";

/** The recharge page's reads as the server made them for the player of the request (each null when it failed). */
export interface RechargeFirst {
  /** The player's coins (get_wallet_info, str_amount), as the screen reads them. */
  wallet: WalletInfo | null;
  chains: Chains | null;
  addresses: OwnAddresses | null;
  /** Token facts of each coin the wallet names; null when the wallet or any coin's answer failed. */
  tokens: TokenInfo[] | null;
}

/** The signed-in recharge page's first data: the coins, the chains, the player's deposit addresses, token facts. */
export async function loadRecharge(api: ApiClient, userId: number): Promise<RechargeFirst> {
  const [wallet, chains, addresses] = await Promise.all([
    api.call(walletReadEndpoints.getWalletInfo, { str_amount: true }).catch(() => null),
    api.call(walletReadEndpoints.getChainList, {}).catch(() => null),
    api.call(walletReadEndpoints.getAllWalletAddr, { user_id: userId }).catch(() => null),
  ]);
  return { wallet, chains, addresses, tokens: await loadTokenInfos(api, wallet?.list) };
}
