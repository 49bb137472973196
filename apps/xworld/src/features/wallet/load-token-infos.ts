import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import type { TokenInfo } from "./use-wallet-data";

/**
 * get_token_info of each coin a balance list names, as a wallet page's server reads them beside the
 * balances (`tokenAnswers` hands them to `useTokenInfos`). Null without the balances or when any coin's
 * answer failed: the browser then asks for every coin itself.
 */
export function loadTokenInfos(api: ApiClient, rows: readonly { coin_name: string }[] | undefined): Promise<TokenInfo[] | null> {
  if (!rows) return Promise.resolve(null);
  return Promise.all(rows.map((row) => api.call(walletReadEndpoints.getTokenInfo, { coin_name: row.coin_name }))).catch(() => null);
}
