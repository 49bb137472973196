// Locale prefix, language cookie and security headers for both apps' proxy (Next 16's middleware).
// Every response gets a fresh CSP nonce; the request carries it on to the page (Next reads the nonce
// for its own scripts from the request's Content-Security-Policy, the root layout from NONCE_HEADER).
// "/wallet" → 307 to "/<cookie locale, else Accept-Language, else vi-VN>/wallet"; "/ru-ru/x" → "/ru-RU/x";
// a prefixed request refreshes the cookie so a later unprefixed link lands in the same language.
import { LOCALE_COOKIE } from "@repo/i18n/locales";
import { localeFromPath, resolveLocale, withLocale } from "@repo/i18n/resolve";
import { type NextRequest, NextResponse } from "next/server";
import { type CspSources, createNonce, NONCE_HEADER, securityHeaders } from "./security-headers";

const ONE_YEAR_S = 60 * 60 * 24 * 365;

export function localeProxy(request: NextRequest, sources: CspSources): NextResponse {
  const nonce = createNonce();
  const production = process.env.NODE_ENV === "production";
  const headers = securityHeaders({ production, csp: { ...sources, nonce, development: process.env.NODE_ENV === "development" } });
  const policy = headers["Content-Security-Policy"] ?? "";
  const forwarded = new Headers(request.headers);
  forwarded.set(NONCE_HEADER, nonce);
  forwarded.set("Content-Security-Policy", policy);
  const response = localeResponse(request, forwarded);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

function localeResponse(request: NextRequest, forwarded: Headers): NextResponse {
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
  const response = NextResponse.next({ request: { headers: forwarded } });
  // Only a page the player opens says which language they use: prefetches and RSC fetches of links
  // in another language (a language switcher lists them) must not flip the cookie back.
  const background = request.headers.has("next-router-prefetch") || request.headers.has("rsc");
  if (cookie !== locale && !background) {
    response.cookies.set(LOCALE_COOKIE, locale, { path: "/", maxAge: ONE_YEAR_S, sameSite: "lax" });
  }
  return response;
}
