// Amounts as spec section 9 states them: "K from 90,000,000, M below 1e11; none for Russia.
// Compact suffixes K, M, B. Decimals 2 (0 for ru-RU); default 2, or 5 if under 0.01."
//
// Our reading (the spec gives thresholds, not a table): below 90,000,000 an amount is written in
// full; from 90,000,000 up to (not including) 1e11 it is written in thousands with K
// (90,000,000 → 90,000K); from 1e11 in millions with M (100,000M); from 1e14 in billions with B.
// Each step keeps at most eight integer digits, the width the K range already needs. ru-RU never
// gets a suffix.
import { compareMagnitude, type DecimalString, shiftLeft, toDecimal, writeDecimal } from "./decimal";
import { LOCALE_RULES } from "./locale-rules";
import { type Locale } from "./locales";

/** What a player sees for an amount the app could not read. Spec: not shown — a dash pair, not "0". */
export const UNKNOWN_AMOUNT = "--";

export const COMPACT_STEPS = [
  { from: "100000000000000", suffix: "B", places: 9 },
  { from: "100000000000", suffix: "M", places: 6 },
  { from: "90000000", suffix: "K", places: 3 },
] as const satisfies readonly { from: DecimalString; suffix: string; places: number }[];

export type FormatAmountOptions = {
  locale: Locale;
  /** Fraction digits; default 2 (ru-RU 0), and 5 for amounts under 0.01. */
  decimals?: number;
  /** K/M/B suffixes on large amounts; default on, except ru-RU. */
  compact?: boolean;
};

/** Fraction digits for a value: the option, else 5 under 0.01, else the locale's rule. */
export function amountDecimals(value: DecimalString, locale: Locale, explicit?: number): { min: number; max: number } {
  if (explicit !== undefined) return { min: explicit, max: explicit };
  if (value !== "0" && compareMagnitude(value, "0.01") < 0) return { min: 2, max: 5 };
  // Spec: not shown — ru-RU's 0 decimals apply from 1 up, so that 0.5 is not shown as "0".
  if (compareMagnitude(value, "1") < 0) return { min: 2, max: 2 };
  const digits = LOCALE_RULES[locale].amountDecimals;
  return { min: digits, max: digits };
}

/**
 * An amount for display: locale grouping, the spec's decimals and K/M/B suffixes. Accepts numbers
 * and the API's string amounts (str_amount) without losing digits; junk gives UNKNOWN_AMOUNT.
 *
 * formatAmount(1234.5, { locale: "vi-VN" }) → "1.234,50"
 * formatAmount("123456789", { locale: "en-US" }) → "123,456.78K"
 */
export function formatAmount(value: number | string | null | undefined, options: FormatAmountOptions): string {
  const decimal = toDecimal(value);
  if (decimal === undefined) return UNKNOWN_AMOUNT;
  const { locale } = options;
  const compact = options.compact ?? LOCALE_RULES[locale].compactAmounts;
  const step = compact ? COMPACT_STEPS.find((s) => compareMagnitude(decimal, s.from) >= 0) : undefined;
  if (step) {
    // Compact amounts drop trailing zeros: "90,000K", not "90,000.00K".
    const digits = options.decimals ?? LOCALE_RULES[locale].amountDecimals;
    return `${writeDecimal(shiftLeft(decimal, step.places), LOCALE_RULES[locale].separators, 0, digits)}${step.suffix}`;
  }
  const { min, max } = amountDecimals(decimal, locale, options.decimals);
  return writeDecimal(decimal, LOCALE_RULES[locale].separators, min, max);
}

/**
 * A count (players, invites, a limit) with the locale's grouping and no decimals or suffix, as
 * `Intl.NumberFormat(locale)` writes a whole number ("12,345"; vi-VN "12.345").
 */
export function formatCount(value: number, locale: Locale): string {
  return writeDecimal(toDecimal(Math.trunc(value)) ?? "0", LOCALE_RULES[locale].separators, 0, 0);
}
