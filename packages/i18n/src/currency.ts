// Currencies (spec section 9): which currency a country's players see, the pool of currencies the
// product supports, and money = an amount (format-amount rules) with the currency's sign.
import { formatAmount, UNKNOWN_AMOUNT } from "./format-amount";
import { type Locale } from "./locales";

/** The spec's supported currency pool. */
export const SUPPORTED_CURRENCIES = ["VND", "PHP", "BRL", "THB", "IDR", "MYR", "RUB", "MXN"] as const;

export type SupportedCurrency = (typeof SUPPORTED_CURRENCIES)[number];

export function isSupportedCurrency(code: unknown): code is SupportedCurrency {
  return typeof code === "string" && (SUPPORTED_CURRENCIES as readonly string[]).includes(code);
}

/**
 * Currency per country code (lower case, as the API sends it). The first five are the spec's list
 * verbatim, including ph → RUB (it reads like a slip for PHP, but it is what the spec states; change
 * it here once the product confirms).
 */
export const COUNTRY_CURRENCIES: Readonly<Record<string, string>> = {
  ru: "RUB",
  ph: "RUB",
  uz: "UZS",
  kz: "KZT",
  az: "AZN",
  // Spec: not shown — the countries of the other pool currencies and of our locales use their own.
  vn: "VND",
  br: "BRL",
  th: "THB",
  id: "IDR",
  my: "MYR",
  mx: "MXN",
  cn: "CNY",
  us: "USD",
};

/** The currency of a country ("RU" or "ru"), or undefined when the product has none for it. */
export function currencyForCountry(country: string | null | undefined): string | undefined {
  return country ? COUNTRY_CURRENCIES[country.trim().toLowerCase()] : undefined;
}

type CurrencyPattern = { symbol: string; before: boolean; separator: string; digits: number };

const patterns = new Map<string, CurrencyPattern>();

/** Where the locale writes the currency's sign and how many minor digits the currency has. */
function currencyPattern(locale: Locale, currency: string): CurrencyPattern {
  const key = `${locale}|${currency}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const format = new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: "narrowSymbol" });
    const parts = format.formatToParts(1).filter((part) => part.type !== "minusSign");
    const at = parts.findIndex((part) => part.type === "currency");
    const before = at === 0;
    const neighbour = parts[before ? 1 : at - 1];
    pattern = {
      symbol: parts[at]?.value ?? currency,
      before,
      separator: neighbour?.type === "literal" ? neighbour.value : "",
      digits: format.resolvedOptions().maximumFractionDigits ?? 2,
    };
    patterns.set(key, pattern);
  }
  return pattern;
}

/** The currency's narrow sign in a locale: "₫", "R$", "₽", "RM". */
export function currencySymbol(currency: string, locale: Locale): string {
  return currencyPattern(locale, currency).symbol;
}

/**
 * Money for display: the amount rules of formatAmount (locale grouping, decimals, K/M/B) with the
 * currency's sign where the locale puts it. Currencies without minor units (VND, IDR) show none.
 *
 * formatMoney(1234.5, { locale: "vi-VN", currency: "VND" }) → "1.234 ₫"
 * formatMoney(1234.5, { locale: "pt-BR", currency: "BRL" }) → "R$ 1.234,50"
 */
export function formatMoney(
  value: number | string | null | undefined,
  options: { locale: Locale; currency: string; decimals?: number; compact?: boolean },
): string {
  const { locale, currency } = options;
  const pattern = currencyPattern(locale, currency);
  const decimals = options.decimals ?? (pattern.digits === 0 ? 0 : undefined);
  const amount = formatAmount(value, {
    locale,
    ...(decimals === undefined ? {} : { decimals }),
    ...(options.compact === undefined ? {} : { compact: options.compact }),
  });
  if (amount === UNKNOWN_AMOUNT) return amount;
  const negative = amount.startsWith("-");
  const unsigned = negative ? amount.slice(1) : amount;
  const body = pattern.before
    ? `${pattern.symbol}${pattern.separator}${unsigned}`
    : `${unsigned}${pattern.separator}${pattern.symbol}`;
  return negative ? `-${body}` : body;
}
