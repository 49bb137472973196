// The pay pages' addresses and their query, read defensively.
import type { PayKind } from "../money/pay-links";

export type SearchParams = Record<string, string | string[] | undefined>;

function firstParam(search: SearchParams, name: string): string | null {
  const value = search[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === "" ? null : first.trim();
}

/** `?type=withdraw` is the withdrawal; anything else (or nothing) the recharge. */
export function readPayKind(search: SearchParams): PayKind {
  return firstParam(search, "type") === "withdraw" ? "withdraw" : "recharge";
}

/** An order id as the API writes them ("R-000042"); null for anything else. */
export function readOrderId(search: SearchParams): string | null {
  const value = firstParam(search, "order_id");
  return value !== null && /^[\w-]{1,64}$/.test(value) ? value : null;
}

export function payConfirmHref(locale: string, orderId: string): string {
  return `/${locale}/luckybear/money/pay-confirm?${new URLSearchParams({ order_id: orderId }).toString()}`;
}

export const moneyHref = (locale: string) => `/${locale}/luckybear/money`;
