// The eleven locales of the product (spec section 9). Kept free of Lingui imports so that
// lingui.config.ts, the apps' proxy and runtime code can all import it cheaply.
export const LOCALES = [
  "en-US",
  "vi-VN",
  "pt-BR",
  "id-ID",
  "th-TH",
  "ms-MY",
  "ru-RU",
  "es-MX",
  "zh-CN",
  "uz-UZ",
  "az-AZ",
] as const;

export type Locale = (typeof LOCALES)[number];

/** The locale a player gets when neither the URL nor the language cookie names one. */
export const DEFAULT_LOCALE: Locale = "vi-VN";

/** The language messages are written in, and the fallback for a missing translation. */
export const SOURCE_LOCALE: Locale = "en-US";

/** Name of the cookie that remembers the player's language. */
export const LOCALE_COOKIE = "lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
