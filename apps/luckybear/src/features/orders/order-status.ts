// What an order's status means to the player. Spec: not shown — the status values of my_orders.
// Choice: the dev API's `success` / `pending` / `cancelled`, plus the usual synonyms a payment
// backend uses; anything unknown reads as still in progress (the order exists, nothing final is known).

export type OrderOutcome = "paid" | "pending" | "cancelled" | "failed";

const OUTCOMES: Readonly<Record<string, OrderOutcome>> = {
  success: "paid",
  succeeded: "paid",
  paid: "paid",
  completed: "paid",
  done: "paid",
  pending: "pending",
  created: "pending",
  paying: "pending",
  processing: "pending",
  cancelled: "cancelled",
  canceled: "cancelled",
  cancel: "cancelled",
  expired: "cancelled",
  closed: "cancelled",
  failed: "failed",
  fail: "failed",
  rejected: "failed",
  refused: "failed",
};

export function orderOutcome(status: string): OrderOutcome {
  return OUTCOMES[status.trim().toLowerCase()] ?? "pending";
}

/** A final outcome never changes again: no need to keep asking. */
export const isFinalOutcome = (outcome: OrderOutcome) => outcome !== "pending";
