import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { findOrder, type Order } from "../orders/find-order";

/** The confirm page's read as the server made it for the player of the request: the order, or null when they have none of that id. */
export interface PayConfirmFirst {
  order: Order | null;
}

/** Null when the read failed (the browser then reads the order itself). */
export async function loadPayConfirm(api: ApiClient, orderId: string): Promise<PayConfirmFirst | null> {
  try {
    return { order: await findOrder(api, orderId) };
  } catch {
    return null;
  }
}
