// One order of the player, looked for in my_orders (the API has no single-order call), by the browser
// (useOrder) and by the server (the confirm page's first read). No client code.
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";

export type Order = ResponseOf<typeof luckyBearMoneyEndpoints.myOrders>["list"][number];

/** How often an order that waits for payment is read again. */
export const PENDING_ORDER_POLL_MS = 5_000;

const PAGE_SIZE = 50;
/** Spec: not shown — how far back an order is looked for. Choice: the newest 500 orders. */
const MAX_PAGES = 10;

/** The order, or null when the newest 500 orders do not have it. A failed read throws. */
export async function findOrder(client: Pick<ApiClient, "call">, orderId: string, signal?: AbortSignal): Promise<Order | null> {
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await client.call(luckyBearMoneyEndpoints.myOrders, { page, page_size: PAGE_SIZE }, { signal });
    const found = answer.list.find((order) => order.order_id === orderId);
    if (found) return found;
    if (answer.page * answer.page_size >= answer.total) break;
  }
  return null;
}
