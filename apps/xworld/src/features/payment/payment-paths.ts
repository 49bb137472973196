// The routes of payment methods and payouts (without the locale) and their query, read defensively.
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import type { SearchParams } from "../wallet/wallet-paths";

export const PAYMENT_PATHS = {
  methods: "/user/payment",
  withdrawNew: "/user/withdrawNew",
  withdrawQuantity: "/user/withdraw-quantity",
  chooseMethod: "/user/withdraw-payment",
} as const;

export type PaymentRoute = keyof typeof PAYMENT_PATHS;

/**
 * The two payout flows: any amount (/user/withdrawNew) or one of the service's fixed amounts
 * (/user/withdraw-quantity). Spec: not shown — how the two differ. Choice: only in how the amount is
 * picked; the method, limits, fee and confirmation are the same.
 */
export type PayoutFlow = "withdrawNew" | "withdrawQuantity";

export type PayoutQuery = { coin?: string | null; amount?: string | null; method?: number | null; back?: PayoutFlow | null };

/** `/{locale}{path}?{query}` without empty values. */
export function paymentHref(locale: Locale, route: PaymentRoute, query: PayoutQuery = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== "") params.set(name, String(value));
  const search = params.toString();
  return withLocale(`${PAYMENT_PATHS[route]}${search ? `?${search}` : ""}`, locale);
}

function firstParam(search: SearchParams, name: string): string | null {
  const value = search[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === "" ? null : first;
}

/** The payout flow a method choice returns to (`?back=`); none for anything else. */
export function readPayoutFlow(search: SearchParams): PayoutFlow | null {
  const value = firstParam(search, "back");
  return value === "withdrawNew" || value === "withdrawQuantity" ? value : null;
}

/** A payment method id (`?method=`): a positive integer, else null. */
export function readMethodId(search: SearchParams): number | null {
  const value = firstParam(search, "method");
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** A coin (`?coin=`): letters, digits and "-", upper case. */
export function readPayoutCoin(search: SearchParams): string | null {
  const value = firstParam(search, "coin");
  return value && /^[A-Za-z0-9-]{2,12}$/.test(value) ? value.toUpperCase() : null;
}

/** An amount kept across the method choice (`?amount=`): a plain decimal, else null. */
export function readAmountParam(search: SearchParams): string | null {
  const value = firstParam(search, "amount");
  return value && /^\d{1,15}(?:[.,]\d{1,6})?$/.test(value) ? value : null;
}
