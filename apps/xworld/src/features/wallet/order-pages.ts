// The first page of the opened orders tab as the server read it, named by its tab (the server's list and
// its pager pick the rows and the read by it).
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { payEndpoints } from "@repo/api-client/endpoints/pay";
import type { walletHistoryEndpoints } from "@repo/api-client/endpoints/wallet-history";
import type { OrderTab } from "./wallet-paths";

export type OrderFirstPage =
  | { tab: "transfers"; page: ResponseOf<typeof walletHistoryEndpoints.transferHistory> }
  | { tab: "wallet"; page: ResponseOf<typeof walletHistoryEndpoints.offchainHistory> }
  | { tab: "onchain"; page: ResponseOf<typeof walletHistoryEndpoints.onchainHistory> }
  | { tab: "payouts"; page: ResponseOf<typeof payEndpoints.payoutOrders> };

/** The server's reads of the orders page, by tab (null: not read, or the read failed). */
export interface OrdersReads {
  transfers: ResponseOf<typeof walletHistoryEndpoints.transferHistory> | null;
  wallet: ResponseOf<typeof walletHistoryEndpoints.offchainHistory> | null;
  onchain: ResponseOf<typeof walletHistoryEndpoints.onchainHistory> | null;
  payouts: ResponseOf<typeof payEndpoints.payoutOrders> | null;
}

/** The first page of `tab` the server read, or null when it has none. */
export function orderFirstPage(tab: OrderTab, reads: OrdersReads): OrderFirstPage | null {
  switch (tab) {
    case "transfers":
      return reads.transfers ? { tab, page: reads.transfers } : null;
    case "wallet":
      return reads.wallet ? { tab, page: reads.wallet } : null;
    case "onchain":
      return reads.onchain ? { tab, page: reads.onchain } : null;
    case "payouts":
      return reads.payouts ? { tab, page: reads.payouts } : null;
  }
}
