import { isLocale } from "@repo/i18n/locales";

/** Prefixes an app path with the locale unless it already has one: ("/wallet", "vi-VN") → "/vi-VN/wallet". */
export function localePath(path: string, locale: string): string {
  const normalized = path.startsWith("/") ? path : `/${path}`;
  const first = normalized.split(/[/?#]/)[1] ?? "";
  if (isLocale(first)) return normalized;
  if (normalized === "/") return `/${locale}`;
  return normalized.startsWith("/?") || normalized.startsWith("/#")
    ? `/${locale}${normalized.slice(1)}`
    : `/${locale}${normalized}`;
}

/** The home page of a brand for a locale. */
export function homePath(brand: "xworld" | "luckybear", locale: string): string {
  return brand === "luckybear" ? `/${locale}/luckybear` : `/${locale}`;
}
