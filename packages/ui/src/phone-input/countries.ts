// Dial codes offered by the phone input's prefix picker. The spec names +84 as the default and
// says prefixes are mapped per country without listing them.
// Spec: not shown — the default list covers the countries of the product's locales and currencies;
// an app can pass its own list (e.g. from the country-by-IP config) through `countries`.

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 region code, e.g. "VN". */
  region: string;
  /** International dial code with the plus sign, e.g. "+84". */
  dialCode: string;
}

export const DEFAULT_DIAL_CODE = "+84";

export const DEFAULT_PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { region: "VN", dialCode: "+84" },
  { region: "PH", dialCode: "+63" },
  { region: "ID", dialCode: "+62" },
  { region: "TH", dialCode: "+66" },
  { region: "MY", dialCode: "+60" },
  { region: "BR", dialCode: "+55" },
  { region: "MX", dialCode: "+52" },
  { region: "RU", dialCode: "+7" },
  { region: "KZ", dialCode: "+7" },
  { region: "UZ", dialCode: "+998" },
  { region: "AZ", dialCode: "+994" },
  { region: "CN", dialCode: "+86" },
  { region: "IN", dialCode: "+91" },
  { region: "US", dialCode: "+1" },
];

/** The flag emoji of a region code ("VN" → 🇻🇳), built from regional indicator letters. */
export function flagEmoji(region: string): string {
  return [...region.toUpperCase()].map((letter) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65)).join("");
}

// Spec: not shown — input rules for the number (section 5: form validation not shown): the kit only
// keeps digits; the app validates length per country.
/**
 * What a player typed or pasted, reduced to the national number: digits only, and a leading copy of
 * the selected dial code (as in a pasted "+84 912 345 678") dropped.
 */
export function nationalDigits(input: string, dialCode: string): string {
  const trimmed = input.trim();
  const prefix = dialCode.replace(/\D/g, "");
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+") && prefix && digits.startsWith(prefix)) return digits.slice(prefix.length);
  return digits;
}
