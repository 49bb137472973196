// The languages of the product, each named in itself (the settings and the new player's setup list them).
import type { Locale } from "@repo/i18n/locales";

/**
 * Each language named in itself, so a player who cannot read the current one finds theirs. A fixed
 * table, not Intl.DisplayNames: the server's and the browser's ICU name some languages differently,
 * which made the server HTML and the hydration render disagree (React #418).
 */
// Endonyms stay the same in every language (not messages to translate).
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  "en-US": "English",
  "vi-VN": "Tiếng Việt",
  "pt-BR": "Português (Brasil)",
  "id-ID": "Bahasa Indonesia",
  "th-TH": "ไทย",
  "ms-MY": "Bahasa Melayu",
  "ru-RU": "Русский",
  "es-MX": "Español (México)",
  "zh-CN": "简体中文",
  "uz-UZ": "Oʻzbekcha",
  "az-AZ": "Azərbaycanca",
};
