"use client";
// One order of the player, found in my_orders (the API has no single-order call). While it waits for
// payment it is read again every few seconds, so the confirm page sees the payment land.
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { queryKeys, useApiClient } from "@repo/api-client/react";
import { useQuery } from "@tanstack/react-query";
import { orderOutcome } from "./order-status";

export type Order = ResponseOf<typeof luckyBearMoneyEndpoints.myOrders>["list"][number];

const PAGE_SIZE = 50;
/** Spec: not shown — how far back an order is looked for. Choice: the newest 500 orders. */
const MAX_PAGES = 10;
export const PENDING_ORDER_POLL_MS = 5_000;

export function useOrder(orderId: string | null, options: { enabled: boolean }) {
  const client = useApiClient();
  return useQuery({
    // Under my_orders' key, so whatever invalidates the orders (a recharge, a withdrawal) reads it again.
    queryKey: queryKeys.call(luckyBearMoneyEndpoints.myOrders, { order_id: orderId }),
    enabled: options.enabled && orderId !== null,
    queryFn: async ({ signal }): Promise<Order | null> => {
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await client.call(luckyBearMoneyEndpoints.myOrders, { page, page_size: PAGE_SIZE }, { signal });
        const found = answer.list.find((order) => order.order_id === orderId);
        if (found) return found;
        if (answer.page * answer.page_size >= answer.total) break;
      }
      return null;
    },
    refetchInterval: (query) => (query.state.data && orderOutcome(query.state.data.status) === "pending" ? PENDING_ORDER_POLL_MS : false),
  });
}
