import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { payEndpoints } from "@repo/api-client/endpoints/pay";
import { walletHistoryEndpoints } from "@repo/api-client/endpoints/wallet-history";
import { HISTORY_PAGE_SIZE } from "./history-paging";
import type { OrdersReads } from "./order-pages";
import type { OrderTab } from "./wallet-paths";

/**
 * The orders page's reads as the server made them for the player of the request: the first page of the
 * tab it opens on (another tab chosen renders the page again on the server); null when not read or it failed.
 */
export type OrdersFirst = OrdersReads;

/** The signed-in orders page's first data: the first page of the history of `tab` (?tab=). */
export async function loadOrders(api: ApiClient, tab: OrderTab): Promise<OrdersFirst> {
  const firstPage = { page: 1, page_size: HISTORY_PAGE_SIZE };
  const read = <T>(wanted: OrderTab, call: () => Promise<T>) => (tab === wanted ? call().catch(() => null) : Promise.resolve(null));
  const [transfers, wallet, onchain, payouts] = await Promise.all([
    read("transfers", () => api.call(walletHistoryEndpoints.transferHistory, firstPage)),
    read("wallet", () => api.call(walletHistoryEndpoints.offchainHistory, firstPage)),
    read("onchain", () => api.call(walletHistoryEndpoints.onchainHistory, firstPage)),
    read("payouts", () => api.call(payEndpoints.payoutOrders, firstPage)),
  ]);
  return { transfers, wallet, onchain, payouts };
}
