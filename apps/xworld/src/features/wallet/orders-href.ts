// The orders page's address for a tab, apart from wallet-paths.ts so the page's tabs (client code) carry
// none of the wallet's query readers; the same address as walletHref(locale, "orders", { tab }).
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import type { OrderTab } from "./wallet-paths";

/** `/{locale}/user/orders`, with `?tab=` for any tab but the first. */
export function ordersHref(locale: Locale, tab: OrderTab): string {
  return withLocale(tab === "transfers" ? "/user/orders" : `/user/orders?${new URLSearchParams({ tab }).toString()}`, locale);
}
