// Locale resolution for the apps' proxy (Next middleware), links and the Telegram start param.
// Pure functions over strings: no Next, no cookies API, no window.
import { DEFAULT_LOCALE, type Locale, LOCALES } from "./locales";

const byLowerCase = new Map<string, Locale>(LOCALES.map((locale) => [locale.toLowerCase(), locale]));

// Each supported language has exactly one locale, so any region of the language lands there:
// "pt-PT" → pt-BR, "zh-TW"/"zh-Hant" → zh-CN, "en-GB" → en-US, "es-ES" → es-MX.
const byLanguage = new Map<string, Locale>(LOCALES.map((locale) => [locale.slice(0, 2), locale]));
// Legacy language codes still sent by old Android WebViews and Java locales.
byLanguage.set("in", "id-ID");

/**
 * The supported locale a language tag stands for: an exact tag (any case, "_" or "-"), else the
 * locale of the tag's language. Undefined for languages the product does not have.
 */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const normalized = tag.trim().replace(/_/g, "-").toLowerCase();
  if (normalized === "" || normalized === "*") return undefined;
  return byLowerCase.get(normalized) ?? byLanguage.get(normalized.split("-")[0] ?? "");
}

/** Accept-Language entries with q > 0, most preferred first (ties keep the header's order). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The locale for a request without a locale in its path: the language cookie when it names a
 * supported locale, else the player's most preferred supported language, else vi-VN.
 */
export function resolveLocale({
  cookie,
  acceptLanguage,
}: {
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  const fromCookie = matchLocale(cookie);
  if (fromCookie) return fromCookie;
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

type PathParts = { path: string; suffix: string };

/** Splits "/a/b?x=1#h" into the path and the "?…#…" suffix, which locale prefixes never touch. */
function splitSuffix(pathname: string): PathParts {
  const at = pathname.search(/[?#]/);
  return at === -1 ? { path: pathname, suffix: "" } : { path: pathname.slice(0, at), suffix: pathname.slice(at) };
}

function firstSegment(path: string): string {
  return path.replace(/^\/+/, "").split("/")[0] ?? "";
}

/**
 * The locale the path starts with ("/vi-VN/wallet" → "vi-VN"). Matching ignores case so that a
 * hand-typed "/ru-ru/wallet" still works; the result is the canonical tag.
 */
export function localeFromPath(pathname: string): Locale | undefined {
  return byLowerCase.get(firstSegment(splitSuffix(pathname).path).toLowerCase());
}

/** The path without its locale prefix: "/vi-VN/wallet?tab=1" → "/wallet?tab=1", "/vi-VN" → "/". */
export function stripLocale(pathname: string): string {
  const { path, suffix } = splitSuffix(pathname);
  const rooted = path.startsWith("/") ? path : `/${path}`;
  if (!localeFromPath(rooted)) return `${rooted}${suffix}`;
  const rest = rooted.replace(/^\/+[^/]+/, "");
  return `${rest === "" ? "/" : rest}${suffix}`;
}

/** The path under `locale`, replacing any locale prefix it had: "/en-US/wallet" → "/vi-VN/wallet". */
export function withLocale(pathname: string, locale: Locale): string {
  const stripped = stripLocale(pathname);
  const { path, suffix } = splitSuffix(stripped);
  return `/${locale}${path === "/" ? "" : path}${suffix}`;
}
