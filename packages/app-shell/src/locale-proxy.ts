// Locale prefix, language cookie and security headers for both apps' proxy (Next 16's middleware).
// Every response gets a fresh CSP nonce; the request carries it on to the page (Next reads the nonce
// for its own scripts from the request's Content-Security-Policy, the root layout from NONCE_HEADER).
// "/wallet" → 307 to "/<cookie locale, else Accept-Language, else vi-VN>/wallet"; "/ru-ru/x" → "/ru-RU/x";
// a prefixed request refreshes the cookie so a later unprefixed link lands in the same language. The
// cookie is shared on COOKIE_DOMAIN exactly like the login cookies and the language switch's (one rule,
// `cookieDomainFor`), so the server and the client never write two `lang` cookies for one site.
import { LOCALE_COOKIE } from "@repo/i18n/locales";
import { localeFromPath, resolveLocale, withLocale } from "@repo/i18n/resolve";
import { cookieDomainFor } from "@repo/session/storage/cookies";
import { type NextRequest, NextResponse } from "next/server";
import type { ServerEnv } from "./env";
import { runtimeConfigFrom } from "./runtime-config";
import { type CspSources, createNonce, cspSourcesFrom, NONCE_HEADER, securityHeaders } from "./security-headers";

const ONE_YEAR_S = 60 * 60 * 24 * 365;

export interface LocaleProxyOptions {
  /** What the Content-Security-Policy allows besides the app itself. */
  sources: CspSources;
  /** COOKIE_DOMAIN: the language cookie is shared on it like the login cookies; null: host-only. */
  cookieDomain: string | null;
  /**
   * A production deployment (DEPLOY_ENV=production): pages add Strict-Transport-Security. Tied to the
   * deployment, not to NODE_ENV: a production build under test (`next start` over plain http in the
   * e2e, DEPLOY_ENV=test) must not pin its host to https.
   */
  production: boolean;
}

/** The proxy's settings from the validated server environment (both apps' `src/proxy.ts`). */
export function localeProxyOptionsFrom(env: ServerEnv): LocaleProxyOptions {
  const config = runtimeConfigFrom(env);
  return { sources: cspSourcesFrom(config), cookieDomain: config.cookieDomain, production: env.DEPLOY_ENV === "production" };
}

export function localeProxy(request: NextRequest, options: LocaleProxyOptions): NextResponse {
  const nonce = createNonce();
  const headers = securityHeaders({
    production: options.production,
    csp: { ...options.sources, nonce, development: process.env.NODE_ENV === "development" },
  });
  const policy = headers["Content-Security-Policy"] ?? "";
  const forwarded = new Headers(request.headers);
  forwarded.set(NONCE_HEADER, nonce);
  forwarded.set("Content-Security-Policy", policy);
  const response = localeResponse(request, forwarded, options.cookieDomain);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

function localeResponse(request: NextRequest, forwarded: Headers, cookieDomain: string | null): NextResponse {
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
    // Behind a TLS-terminating proxy the request reaches `next start` over http: the forwarded scheme counts.
    const https = request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
    const domain = cookieDomainFor({ hostname: request.nextUrl.hostname, protocol: https ? "https:" : "http:", cookieDomain });
    response.cookies.set(LOCALE_COOKIE, locale, {
      path: "/",
      maxAge: ONE_YEAR_S,
      sameSite: "lax",
      ...(domain ? { domain } : {}),
      ...(https ? { secure: true } : {}),
    });
  }
  return response;
}
