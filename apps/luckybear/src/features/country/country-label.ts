import type { Locale } from "@repo/i18n/locales";
import { countryName } from "@repo/i18n/phone";

export interface Country {
  country_code: string;
  name: string;
  currency: string;
}

/** The country's name in the player's language where it is known, else the name the casino gives. */
export function countryLabel(country: Country, locale: Locale): string {
  const local = countryName(country.country_code, locale);
  return local === country.country_code ? country.name : local;
}
