"use client";
// One order of the player, found in my_orders (find-order.ts). While it waits for payment it is read
// again every few seconds, so the confirm page sees the payment land.
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { queryKeys, useApiClient, useApiQueryClient } from "@repo/api-client/react";
import { useQuery } from "@tanstack/react-query";
import { findOrder, type Order, PENDING_ORDER_POLL_MS } from "./find-order";
import { orderOutcome } from "./order-status";

export type { Order } from "./find-order";

export function useOrder(orderId: string | null, options: { enabled: boolean }) {
  const client = useApiClient();
  return useQuery({
    // Under my_orders' key, so whatever invalidates the orders (a recharge, a withdrawal) reads it again.
    queryKey: queryKeys.call(luckyBearMoneyEndpoints.myOrders, { order_id: orderId }),
    enabled: options.enabled && orderId !== null,
    queryFn: ({ signal }): Promise<Order | null> => (orderId === null ? Promise.resolve(null) : findOrder(client, orderId, signal)),
    refetchInterval: (query) => (query.state.data && orderOutcome(query.state.data.status) === "pending" ? PENDING_ORDER_POLL_MS : false),
  }, useApiQueryClient());
}
