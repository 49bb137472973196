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

/** Where the page runs; `location` satisfies it. */
export interface PageLocation {
  hostname: string;
  protocol: string;
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

function bareHostname(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith("[")) return name; // IPv6 literal, possibly with a port
  name = name.replace(/:\d+$/, "");
  return name.replace(/\.$/, "");
}

/**
 * The cookie domain for a host: the last two labels with a leading dot, so that every subdomain of the
 * site shares the login (`a.b.example.com` → `.example.com`). No domain (a host-only cookie) for
 * localhost, IP addresses and single-label hosts, where browsers reject a Domain attribute.
 *
 * Spec: not shown — how the domain is found. Choice: the last two labels; public suffixes such as
 * `co.uk` are not known here, the product's hosts do not use them.
 */
export function cookieDomainForHost(host: string): string | undefined {
  const name = bareHostname(host);
  if (name === "" || name.startsWith("[") || name.includes(":")) return undefined;
  if (IPV4.test(name)) return undefined;
  const labels = name.split(".").filter(Boolean);
  if (labels.length < 2) return undefined;
  if (labels.at(-1) === "localhost") return undefined;
  return `.${labels.slice(-2).join(".")}`;
}

/** Attributes of the login cookies: 7 days, domain by host, Secure on https, SameSite=Lax. */
export function loginCookieAttributes(location: PageLocation): CookieAttributes {
  return {
    maxAge: LOGIN_COOKIE_DAYS * SECONDS_PER_DAY,
    domain: cookieDomainForHost(location.hostname),
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
