// Phone country prefixes (spec: "Default phone prefix +84; prefixes mapped per country") and the
// country list of the phone-number picker.
import { LOCALE_RULES } from "./locale-rules";
import { type Locale } from "./locales";

export const DEFAULT_PHONE_PREFIX = "+84";

export type PhoneCountry = {
  /** ISO 3166-1 alpha-2, lower case ("vn"). */
  code: string;
  /** International dialling prefix with "+" ("+84"). */
  prefix: string;
  /** Flag emoji, built from the code. */
  flag: string;
};

// Spec: not shown — the spec names no list. The product's markets first, then neighbouring
// countries whose players reach it through the same app stores. Russia and Kazakhstan share +7.
const PREFIXES: readonly (readonly [code: string, prefix: string])[] = [
  ["vn", "+84"],
  ["ph", "+63"],
  ["br", "+55"],
  ["th", "+66"],
  ["id", "+62"],
  ["my", "+60"],
  ["ru", "+7"],
  ["mx", "+52"],
  ["cn", "+86"],
  ["uz", "+998"],
  ["az", "+994"],
  ["kz", "+7"],
  ["us", "+1"],
  ["kh", "+855"],
  ["la", "+856"],
  ["mm", "+95"],
  ["sg", "+65"],
  ["in", "+91"],
  ["bd", "+880"],
  ["pk", "+92"],
  ["kg", "+996"],
  ["tj", "+992"],
  ["by", "+375"],
  ["ua", "+380"],
  ["co", "+57"],
  ["ar", "+54"],
  ["pe", "+51"],
  ["cl", "+56"],
];

/** Flag emoji of a two-letter country code ("vn" → 🇻🇳); empty for anything else. */
export function flagEmoji(code: string): string {
  const letters = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return "";
  return String.fromCodePoint(...[...letters].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = PREFIXES.map(([code, prefix]) => ({
  code,
  prefix,
  flag: flagEmoji(code),
}));

/** Dialling prefix of a country ("VN" or "vn"); +84 for a country the picker does not list. */
export function phonePrefixForCountry(country: string | null | undefined): string {
  const code = country?.trim().toLowerCase();
  return PHONE_COUNTRIES.find((entry) => entry.code === code)?.prefix ?? DEFAULT_PHONE_PREFIX;
}

/** Dialling prefix a player of a locale most likely has (vi-VN +84, ru-RU +7, pt-BR +55). */
export function phonePrefixForLocale(locale: Locale): string {
  return phonePrefixForCountry(LOCALE_RULES[locale].country);
}

/** The listed country of a prefix ("+84" or "84"); +7 gives Russia, the first listed. */
export function countryForPhonePrefix(prefix: string | null | undefined): PhoneCountry | undefined {
  const digits = prefix?.replace(/\D/g, "");
  return digits ? PHONE_COUNTRIES.find((entry) => entry.prefix === `+${digits}`) : undefined;
}

/** Country name in the player's language (Intl), e.g. ("vn", "ru-RU") → "Вьетнам". */
export function countryName(code: string, locale: Locale): string {
  const upper = code.trim().toUpperCase();
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(upper) ?? upper;
  } catch {
    return upper;
  }
}

export type PhoneCountryOption = PhoneCountry & { name: string };

/** The picker's list in the player's language: the locale's own country first, then by name. */
export function phoneCountryOptions(locale: Locale): PhoneCountryOption[] {
  const own = LOCALE_RULES[locale].country;
  const collator = new Intl.Collator(locale);
  const options = PHONE_COUNTRIES.map((entry) => ({ ...entry, name: countryName(entry.code, locale) }));
  return options.sort((a, b) => Number(b.code === own) - Number(a.code === own) || collator.compare(a.name, b.name));
}

/**
 * The number in international form ("+84", "0912 345 678" → "+84912345678"): keeps digits only
 * and drops the national trunk zeros that players type out of habit.
 */
export function toInternationalPhone(prefix: string, nationalNumber: string): string {
  const national = nationalNumber.replace(/\D/g, "").replace(/^0+/, "");
  return `+${prefix.replace(/\D/g, "")}${national}`;
}
