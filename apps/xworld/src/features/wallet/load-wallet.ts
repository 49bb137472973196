import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { walletHistoryEndpoints } from "@repo/api-client/endpoints/wallet-history";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { HISTORY_PAGE_SIZE } from "./history-paging";
import type { WalletInfo } from "./use-wallet-data";

/** The wallet page's reads as the server made them for the player of the request (each null when it failed). */
export interface WalletFirst {
  /** Balances as exact strings (str_amount), as the screen reads them. */
  wallet: WalletInfo | null;
  /** The first page of recent transfers. */
  transfers: ResponseOf<typeof walletHistoryEndpoints.transferHistory> | null;
}

/** The signed-in wallet page's first data: the balances and the first page of transfers. */
export async function loadWallet(api: ApiClient): Promise<WalletFirst> {
  const [wallet, transfers] = await Promise.all([
    api.call(walletReadEndpoints.getWalletInfo, { str_amount: true }).catch(() => null),
    api.call(walletHistoryEndpoints.transferHistory, { page: 1, page_size: HISTORY_PAGE_SIZE }).catch(() => null),
  ]);
  return { wallet, transfers };
}
