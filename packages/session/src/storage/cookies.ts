// Cookies written by login and the language switch: pure attribute rules plus a small jar interface.

export const LOGIN_COOKIE_DAYS = 7;
const SECONDS_PER_DAY = 24 * 60 * 60;

export interface CookieAttributes {
  /** Seconds until expiry; 0 or less deletes the cookie. Omitted: a session cookie. */
  maxAge?: number;
  domain?: string;
  path?: string;
  secure?: boolean;
  sameSite?: "Lax" | "Strict" | "None";
}

/** Where the page runs (`location` satisfies it), and the deployment's shared cookie domain. */
export interface PageLocation {
  hostname: string;
  protocol: string;
  /**
   * The domain the login and language cookies are shared on, from configuration (`COOKIE_DOMAIN`,
   * ".xworld.example"). Absent: host-only cookies.
   */
  cookieDomain?: string | null;
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

function bareHostname(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith("[")) return name; // IPv6 literal, possibly with a port
  name = name.replace(/:\d+$/, "");
  return name.replace(/\.$/, "");
}

/**
 * The Domain attribute of the login and language cookies: the configured domain when the page's host is
 * that domain or below it (a browser drops a cookie for any other domain), otherwise none, a host-only
 * cookie. Spec: not shown — how the domain is found. Choice: configuration, host-only by default; no
 * guess from the host name, which is wrong for `*.com.vn`, `*.co.id`, `*.com.br`.
 */
export function cookieDomainFor(location: PageLocation): string | undefined {
  const configured = (location.cookieDomain ?? "").trim().toLowerCase().replace(/^\./, "").replace(/\.$/, "");
  if (configured === "" || !configured.includes(".")) return undefined;
  const host = bareHostname(location.hostname);
  if (host.startsWith("[") || IPV4.test(host)) return undefined;
  return host === configured || host.endsWith(`.${configured}`) ? `.${configured}` : undefined;
}

/** Attributes of the login cookies: 7 days, the configured domain, Secure on https, SameSite=Lax. */
export function loginCookieAttributes(location: PageLocation): CookieAttributes {
  return {
    maxAge: LOGIN_COOKIE_DAYS * SECONDS_PER_DAY,
    domain: cookieDomainFor(location),
    path: "/",
    secure: location.protocol === "https:",
    sameSite: "Lax",
  };
}

/** The `document.cookie` assignment for one cookie. Values are URI-encoded. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (attributes.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(attributes.maxAge))}`);
  if (attributes.domain) parts.push(`Domain=${attributes.domain}`);
  parts.push(`Path=${attributes.path ?? "/"}`);
  if (attributes.secure) parts.push("Secure");
  if (attributes.sameSite) parts.push(`SameSite=${attributes.sameSite}`);
  return parts.join("; ");
}

/** Reads one cookie out of a `document.cookie` string; malformed encodings are returned raw. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(";")) {
    const separator = pair.indexOf("=");
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

const EPOCH = "Thu, 01 Jan 1970 00:00:00 GMT";

export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, attributes?: CookieAttributes): void;
  remove(name: string, attributes?: CookieAttributes): void;
}

/** The browser's cookies. Without a document (server, worker) it reads nothing and writes nowhere. */
export function createDocumentCookieJar(
  doc: Pick<Document, "cookie"> | null = typeof document === "undefined" ? null : document,
): CookieJar {
  return {
    get: (name) => (doc ? readCookie(doc.cookie, name) : null),
    set(name, value, attributes) {
      if (doc) doc.cookie = serializeCookie(name, value, attributes);
    },
    remove(name, attributes) {
      // Expires as well as Max-Age=0: older webviews ignore Max-Age.
      if (doc) doc.cookie = `${serializeCookie(name, "", { ...attributes, maxAge: 0 })}; Expires=${EPOCH}`;
    },
  };
}

/** Cookies in memory, with the attributes each was written with, for tests. */
export function createMemoryCookieJar(): CookieJar & {
  attributesOf(name: string): CookieAttributes | undefined;
} {
  const cookies = new Map<string, { value: string; attributes: CookieAttributes }>();
  return {
    get: (name) => cookies.get(name)?.value ?? null,
    set(name, value, attributes = {}) {
      if (attributes.maxAge !== undefined && attributes.maxAge <= 0) cookies.delete(name);
      else cookies.set(name, { value, attributes });
    },
    remove(name) {
      cookies.delete(name);
    },
    attributesOf: (name) => cookies.get(name)?.attributes,
  };
}
