// Paths of this site as a router should get them, from references that may come from the address bar,
// an API answer or a page's HTML. Its own module: the client runtime's link listeners need it on every
// page, the rest of the login redirect (./login-redirect) only after a login.
const INTERNAL_BASE = "https://internal.invalid";

/**
 * True for a reference that can only name a path of this site: one leading slash, no backslash, no
 * control character (browsers drop tabs and newlines: "/\t/evil" is "//evil"), and it resolves on
 * our own origin.
 */
function isPathOnly(reference: string): boolean {
  if (!reference.startsWith("/") || reference.startsWith("//") || reference.includes("\\")) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(reference)) return false;
  try {
    return new URL(reference, INTERNAL_BASE).origin === INTERNAL_BASE;
  } catch {
    return false;
  }
}

/**
 * An internal path as the router should get it, or null when `backUrl` would leave the site. The
 * normalised result is checked again: dot segments can turn "/..//evil.example", "/%2e%2e//evil.example",
 * "/.//evil.example" or "/vi-VN/..//evil.example" into "//evil.example", which a router treats as a host.
 * The only way to another host is the allow-list (resolveAfterLogin).
 */
export function toInternalPath(backUrl: string): string | null {
  if (!isPathOnly(backUrl)) return null;
  const url = new URL(backUrl, INTERNAL_BASE);
  const href = `${url.pathname}${url.search}${url.hash}`;
  return isPathOnly(href) ? href : null;
}
