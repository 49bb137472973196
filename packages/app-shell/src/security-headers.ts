// Security headers every page response carries (issue 11, item 4). The framing rule is a CSP
// `frame-ancestors` and never X-Frame-Options: Telegram Web shows a mini app in an iframe of
// web.telegram.org, which X-Frame-Options (no allow-list) would refuse.
//
// Offer statistics go to the app's own relay ('self').
// Scripts: 'self' (Next's chunks) and this request's nonce (Next's inline bootstrap, the theme script,
// the dev API's bridge simulator), plus the tag manager's host only when one is configured. Calls
// (`connect-src`): the app itself and the origins of the configured API, service hosts and analytics.
// Styles and images stay open: Tailwind's inline style attributes and the API's image hosts are not
// the injection path a nonce guards.
import type { RuntimeConfig } from "./runtime-config";

export const TELEGRAM_WEB_FRAME_HOSTS = ["https://web.telegram.org", "https://*.telegram.org"] as const;

/** The request header that hands the nonce from the proxy to the root layout. */
export const NONCE_HEADER = "x-nonce";

export interface CspSources {
  /** Origins the browser may call (fetch, beacon), besides the app's own. */
  connect: readonly string[];
  /** Script hosts besides the app's own (the tag manager when configured). */
  scripts: readonly string[];
}

export interface CspOptions extends CspSources {
  nonce: string;
  /** `next dev` evaluates code (React's dev tools) and reloads over a web socket. */
  development: boolean;
}

/** The origins of the runtime config's hosts; what is not a valid URL is left out. */
export function cspSourcesFrom(config: RuntimeConfig): CspSources {
  const tagManagerOrigin = config.tagManager ? originOf(withScheme(config.tagManager.host)) : null;
  const connect = [
    config.apiOrigin,
    ...Object.values(config.serviceHosts),
    config.analyticsEndpoint,
    tagManagerOrigin,
  ].map((url) => (url ? originOf(url) : null));
  return { connect: unique(connect), scripts: unique([tagManagerOrigin]) };
}

export function contentSecurityPolicy({ nonce, connect, scripts, development }: CspOptions): string {
  return [
    ["script-src", "'self'", `'nonce-${nonce}'`, ...scripts, ...(development ? ["'unsafe-eval'"] : [])],
    ["connect-src", "'self'", ...connect, ...(development ? ["ws:", "wss:"] : [])],
    ["frame-ancestors", "'self'", ...TELEGRAM_WEB_FRAME_HOSTS],
    ["base-uri", "'self'"],
    ["object-src", "'none'"],
    ["form-action", "'self'"],
  ]
    .map((directive) => directive.join(" "))
    .join("; ");
}

/** 16 random bytes, base64: unguessable per response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const TWO_YEARS_S = 60 * 60 * 24 * 365 * 2;

/**
 * `production` (DEPLOY_ENV=production, see LocaleProxyOptions) adds HSTS: a production deployment is
 * served over https, and HSTS keeps players from ever reaching it over http again. Browsers ignore HSTS
 * over plain http, but a dev or test server (e2e: `next start` over http with DEPLOY_ENV=test) does not
 * send it at all, so nothing pins 127.0.0.1 or a staging host to https by accident.
 */
export function securityHeaders({ production, csp }: { production: boolean; csp: CspOptions }): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(csp),
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    // The app asks for none of these; clipboard writes (copy buttons) need no permission policy entry.
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    ...(production ? { "Strict-Transport-Security": `max-age=${TWO_YEARS_S}; includeSubDomains` } : {}),
  };
}

function withScheme(host: string): string {
  return host.includes("://") ? host : `https://${host}`;
}

function originOf(url: string): string | null {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === "http:" || protocol === "https:" ? origin : null;
  } catch {
    return null;
  }
}

function unique(values: readonly (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}
