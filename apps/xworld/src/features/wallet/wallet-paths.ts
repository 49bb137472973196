// The wallet's routes (without the locale) and their query, read defensively.
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { coinNameOf } from "./coin-types";

export const WALLET_PATHS = {
  wallet: "/wallet",
  exchange: "/wallet/exchange",
  gas: "/wallet/gas",
  withdraw: "/user/withdraw",
  orders: "/user/orders",
  recharge: "/activity/recharge",
} as const;

export type WalletRoute = keyof typeof WALLET_PATHS;

export type SearchParams = Record<string, string | string[] | undefined>;

/** `/{locale}{path}?{query}` without empty query values. */
export function walletHref(locale: Locale, route: WalletRoute, query: Record<string, string | null | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return withLocale(`${WALLET_PATHS[route]}${search ? `?${search}` : ""}`, locale);
}

function firstParam(search: SearchParams, name: string): string | null {
  const value = search[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === "" ? null : first;
}

/** A coin named in the query (`?from=kther` → "KTHER"), or null. */
export function readCoinParam(search: SearchParams, name: string): string | null {
  return coinNameOf(firstParam(search, name));
}

/** A chain named in the query: letters and digits only, upper case ("tron" → "TRON"). */
export function readChainParam(search: SearchParams, name = "chain"): string | null {
  const value = firstParam(search, name);
  return value && /^[A-Za-z0-9]{2,16}$/.test(value) ? value.toUpperCase() : null;
}

/** The tabs of /user/orders: transfer_history, offchain_history, onchain_history, payout_orders (pay). */
export const ORDER_TABS = ["transfers", "wallet", "onchain", "payouts"] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export function readOrderTab(search: SearchParams): OrderTab {
  const value = firstParam(search, "tab");
  return ORDER_TABS.find((tab) => tab === value) ?? "transfers";
}
