// Spec 2: "a quest page on a store host at /{locale}/quest with an appLoginData parameter (pt-BR is
// mapped to en-US for this link; fallback en-US)".
import { LOCALE_RULES } from "./locale-rules";
import { isLocale, type Locale } from "./locales";

/** The locale the store's quest page is opened in: the player's, pt-BR → en-US, unknown → en-US. */
export function questLocale(locale: string | null | undefined): Locale {
  return isLocale(locale) ? LOCALE_RULES[locale].questLocale : "en-US";
}

/**
 * questLink({ storeHost: "store.example.com", locale: "vi-VN", appLoginData: "a+b=" })
 *   → "https://store.example.com/vi-VN/quest?appLoginData=a%2Bb%3D"
 * `storeHost` may be given with a scheme or a trailing slash; the link is always https.
 */
export function questLink({
  storeHost,
  locale,
  appLoginData,
}: {
  storeHost: string;
  locale: string | null | undefined;
  appLoginData: string;
}): string {
  const host = storeHost.trim().replace(/^[a-z]+:\/\//i, "").replace(/\/+$/, "");
  const url = new URL(`https://${host}/${questLocale(locale)}/quest`);
  url.searchParams.set("appLoginData", appLoginData);
  return url.toString();
}
