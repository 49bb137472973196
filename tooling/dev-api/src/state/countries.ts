// Countries the casino serves, with currency and dialling prefix.
export const COUNTRIES = [
  { country_code: "VN", name: "Vietnam", currency: "VND", dial_code: "+84", symbol: "₫" },
  { country_code: "PH", name: "Philippines", currency: "PHP", dial_code: "+63", symbol: "₱" },
  { country_code: "BR", name: "Brazil", currency: "BRL", dial_code: "+55", symbol: "R$" },
  { country_code: "TH", name: "Thailand", currency: "THB", dial_code: "+66", symbol: "฿" },
  { country_code: "ID", name: "Indonesia", currency: "IDR", dial_code: "+62", symbol: "Rp" },
  { country_code: "MY", name: "Malaysia", currency: "MYR", dial_code: "+60", symbol: "RM" },
  { country_code: "RU", name: "Russia", currency: "RUB", dial_code: "+7", symbol: "₽" },
  { country_code: "MX", name: "Mexico", currency: "MXN", dial_code: "+52", symbol: "$" },
  { country_code: "UZ", name: "Uzbekistan", currency: "UZS", dial_code: "+998", symbol: "soʻm" },
  { country_code: "KZ", name: "Kazakhstan", currency: "KZT", dial_code: "+7", symbol: "₸" },
  { country_code: "AZ", name: "Azerbaijan", currency: "AZN", dial_code: "+994", symbol: "₼" },
] as const;

export type Country = (typeof COUNTRIES)[number];

export function countryByCode(code: string): Country | undefined {
  return COUNTRIES.find((country) => country.country_code === code.toUpperCase());
}

/** The country's entry, else Vietnam's (the product's default market). */
export function countryOrDefault(code: string | null | undefined): Country {
  return (code ? countryByCode(code) : undefined) ?? COUNTRIES[0];
}
