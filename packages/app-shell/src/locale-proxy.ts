// Locale prefix, language cookie and security headers for both apps' proxy (Next 16's middleware).
// "/wallet" → 307 to "/<cookie locale, else Accept-Language, else vi-VN>/wallet"; "/ru-ru/x" → "/ru-RU/x";
// a prefixed request refreshes the cookie so a later unprefixed link lands in the same language.
import { LOCALE_COOKIE } from "@repo/i18n/locales";
import { localeFromPath, resolveLocale, withLocale } from "@repo/i18n/resolve";
import { type NextRequest, NextResponse } from "next/server";
import { securityHeaders } from "./security-headers";

const ONE_YEAR_S = 60 * 60 * 24 * 365;

export function localeProxy(request: NextRequest): NextResponse {
  const response = localeResponse(request);
  const headers = securityHeaders({ production: process.env.NODE_ENV === "production" });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

function localeResponse(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const cookie = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale =
    localeFromPath(pathname) ?? resolveLocale({ cookie, acceptLanguage: request.headers.get("accept-language") });
  const canonical = withLocale(pathname, locale);

  if (canonical !== pathname) {
    const url = request.nextUrl.clone();
    url.pathname = canonical;
    return NextResponse.redirect(url, 307);
  }
  const response = NextResponse.next();
  // Only a page the player opens says which language they use: prefetches and RSC fetches of links
  // in another language (a language switcher lists them) must not flip the cookie back.
  const background = request.headers.has("next-router-prefetch") || request.headers.has("rsc");
  if (cookie !== locale && !background) {
    response.cookies.set(LOCALE_COOKIE, locale, { path: "/", maxAge: ONE_YEAR_S, sameSite: "lax" });
  }
  return response;
}
