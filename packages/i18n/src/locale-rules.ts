// What differs per locale beyond the language (spec section 9: "special handling for id-ID, ms-MY,
// pt-BR, th-TH, vi-VN, ru-RU and es-MX"). The spec does not say what that handling is; the table
// below is our decision, explained per locale in the README. Grouping and decimal separators are
// CLDR's for the locale, as Intl writes them (vi-VN/id-ID/pt-BR "1.234,5", ru-RU "1 234,5", ms-MY/es-MX
// "1,234.5"; groups of three from 1,000 in all eleven), kept here so amounts are written without
// setting up Intl while a page starts and the same on the server and every device.
import { type Locale } from "./locales";

export type LocaleRules = {
  /** ISO 3166-1 alpha-2 country, lower case as the API sends it ("vn"). */
  country: string;
  /** Fraction digits of amounts ≥ 1 (spec: 2, 0 for ru-RU). */
  amountDecimals: number;
  /** K/M/B suffixes on large amounts (spec: none for Russia). */
  compactAmounts: boolean;
  /** Locale of the store's quest page (spec: pt-BR is mapped to en-US). */
  questLocale: Locale;
  /** The thousands separator and the decimal mark of numbers. */
  separators: NumberSeparators;
};

export type NumberSeparators = { group: string; decimal: string };

const COMMA_POINT: NumberSeparators = { group: ",", decimal: "." };
const POINT_COMMA: NumberSeparators = { group: ".", decimal: "," };
/** A no-break space groups the thousands (U+00A0, as Intl writes it for ru-RU and uz-UZ). */
const SPACE_COMMA: NumberSeparators = { group: "\u00a0", decimal: "," };

export const LOCALE_RULES: Record<Locale, LocaleRules> = {
  "en-US": { country: "us", amountDecimals: 2, compactAmounts: true, questLocale: "en-US", separators: COMMA_POINT },
  "vi-VN": { country: "vn", amountDecimals: 2, compactAmounts: true, questLocale: "vi-VN", separators: POINT_COMMA },
  "pt-BR": { country: "br", amountDecimals: 2, compactAmounts: true, questLocale: "en-US", separators: POINT_COMMA },
  "id-ID": { country: "id", amountDecimals: 2, compactAmounts: true, questLocale: "id-ID", separators: POINT_COMMA },
  "th-TH": { country: "th", amountDecimals: 2, compactAmounts: true, questLocale: "th-TH", separators: COMMA_POINT },
  "ms-MY": { country: "my", amountDecimals: 2, compactAmounts: true, questLocale: "ms-MY", separators: COMMA_POINT },
  "ru-RU": { country: "ru", amountDecimals: 0, compactAmounts: false, questLocale: "ru-RU", separators: SPACE_COMMA },
  "es-MX": { country: "mx", amountDecimals: 2, compactAmounts: true, questLocale: "es-MX", separators: COMMA_POINT },
  "zh-CN": { country: "cn", amountDecimals: 2, compactAmounts: true, questLocale: "zh-CN", separators: COMMA_POINT },
  "uz-UZ": { country: "uz", amountDecimals: 2, compactAmounts: true, questLocale: "uz-UZ", separators: SPACE_COMMA },
  "az-AZ": { country: "az", amountDecimals: 2, compactAmounts: true, questLocale: "az-AZ", separators: POINT_COMMA },
};

/** Country of a locale, e.g. for the API's country-code header when the user has none (spec 7). */
export function countryOfLocale(locale: Locale): string {
  return LOCALE_RULES[locale].country;
}

/**
 * Intl options every date and time of the product uses. Spec: not shown — a 24-hour clock in every
 * locale (en-US, ms-MY and es-MX default to 12 h; times are event and server times, read like a
 * timetable), the Gregorian calendar (th-TH defaults to the Buddhist era, 2569 for 2026, which
 * would disagree with the dates of the rest of the product) and Latin digits.
 */
export const DATE_TIME_DEFAULTS = {
  calendar: "gregory",
  numberingSystem: "latn",
  hourCycle: "h23",
} as const satisfies Intl.DateTimeFormatOptions;
