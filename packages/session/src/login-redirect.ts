// Where login ends (SPEC 4 "Login redirect"; where it starts: login-url.ts). Pure: each function returns
// what to do, the app does it with its router, the bridge or window.
import { toInternalPath } from "./internal-path";
import { LOGIN_HOME_PATH, LOGIN_PATH } from "./login-url";
import type { PlatformKind } from "./types";

export type LoginRedirectAction =
  | { kind: "push"; href: string }
  | { kind: "replace"; href: string }
  | { kind: "open-external"; href: string }
  /** Inside the native app the login page runs in its own webview: closing it returns to the caller. */
  | { kind: "close-view"; href: string };

/**
 * True when `hostname` is on the allow-list. Entries are exact hosts ("pay.example.com"), or
 * ".example.com" for the domain and all its subdomains, or "*.example.com" for subdomains only.
 */
export function isAllowedHost(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return allowedHosts.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith("*.")) return host.endsWith(entry.slice(1));
    if (entry.startsWith(".")) return host === entry.slice(1) || host.endsWith(entry);
    return entry !== "" && host === entry;
  });
}

const LOCALE_PREFIX = /^\/[a-z]{2}-[A-Z]{2}(?=\/|$)/;
/** Pages that replace the login page in history instead of stacking on it (SPEC 4). */
const REPLACING_SECTIONS = ["/petV2", "/market"];

function isUnder(path: string, section: string): boolean {
  return path === section || path.startsWith(`${section}/`);
}

function externalUrl(backUrl: string, allowedHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(backUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  return isAllowedHost(url.hostname, allowedHosts) ? url.href : null;
}

export interface AfterLoginInput {
  /** The `backUrl` query parameter as received (decoded once by URLSearchParams). */
  backUrl: string | null | undefined;
  /** Hosts an absolute backUrl may open; anything else goes home (no open redirect). */
  allowedHosts: readonly string[];
  platform: PlatformKind;
  /** True when login finished on the login page itself (not in a dialog over another page). */
  onLoginPage: boolean;
  /** Where to go when backUrl is missing or refused. Default "/". */
  home?: string;
}

/** What to do once login succeeded. */
export function resolveAfterLogin(input: AfterLoginInput): LoginRedirectAction {
  const home = input.home ?? "/";
  const target = resolveTarget(input.backUrl?.trim() ?? "", input.allowedHosts, home);
  if (input.platform === "native" && input.onLoginPage) return { kind: "close-view", href: target.href };
  return target;
}

function resolveTarget(backUrl: string, allowedHosts: readonly string[], home: string): LoginRedirectAction {
  const goHome: LoginRedirectAction = { kind: "push", href: home };
  if (backUrl === "") return goHome;
  if (/^http/i.test(backUrl)) {
    const href = externalUrl(backUrl, allowedHosts);
    return href ? { kind: "open-external", href } : goHome;
  }
  const href = toInternalPath(backUrl);
  if (!href) return goHome;
  const path = (href.split(/[?#]/)[0] ?? "").replace(LOCALE_PREFIX, "") || "/";
  // Spec: not shown — a backUrl that is itself a login page. Choice: home; returning there would loop.
  if (isUnder(path, LOGIN_PATH) || isUnder(path, LOGIN_HOME_PATH)) return goHome;
  const replace = REPLACING_SECTIONS.some((section) => isUnder(path, section));
  return { kind: replace ? "replace" : "push", href };
}
