// Coin amounts for display. Balances follow the app's number rules (2 decimals, K/M/B); quotes and
// results show every digit that matters up to the coin's decimals, so "0.997 USDT" is not cut to "0.99".
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { placesOf, toUnits, fromUnits } from "@repo/app-shell/money/units";

/** A balance: the app's amount rules. */
export function formatBalance(value: string, locale: Locale): string {
  return formatAmount(value, { locale });
}

/** An exact amount: at least 2 decimals, at most `maxDecimals` (default 6), without trailing zeros beyond 2. */
export function formatExact(value: string, locale: Locale, maxDecimals = 6): string {
  const units = toUnits(value.replace(/^-/, ""));
  if (units === null) return formatAmount(value, { locale });
  const places = Math.min(Math.max(placesOf(fromUnits(units)), 2), maxDecimals);
  return formatAmount(value, { locale, decimals: places, compact: false });
}
