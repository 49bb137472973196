// Short links (/r/<slug>): a slug names a page of this app, never an address someone typed into it.
import { readId } from "../task/task-query";
import { giftCodeFromLink, giftCodeSharePath } from "../giftcode/gift-code-rules";
import { toInternalPath } from "@repo/session/internal-path";
import { isAllowedHost } from "@repo/session/login-redirect";
import { REFERRAL_PARAM_NAMES } from "@repo/session/storage/persisted";
import { landingPath } from "./invite-link";

/** The query parameters a short link hands on to its page: the referral and UTM parameters. */
export const FORWARDED_PARAMS: readonly string[] = [...REFERRAL_PARAM_NAMES, "utm_source", "utm_medium", "utm_campaign"];

/**
 * Spec: not shown — which short links exist. Choice: named pages of this app; a player id
 * (`/r/10001`) is that player's invite (`/share/land?uid=10001`); `gift-<code>` shares a gift code
 * (`/giftcode/share?code=<code>`). Names are matched without case.
 */
export const NAMED_SHORT_LINKS: Readonly<Record<string, string>> = {
  home: "/",
  welcome: "/splash",
  invite: "/share",
  friends: "/shareTab?tab=friends",
  gift: "/giftcode",
  gifts: "/giftcode/share",
};

export type ShortLinkTarget = { kind: "internal"; path: string } | { kind: "external"; url: string };

export interface ShortLinkOptions {
  /** Hosts an absolute target may be on (the runtime config's allow-list); anything else goes home. */
  allowedHosts: readonly string[];
  /** Named links to other sites, from the runtime config (e.g. the app store's download page). */
  externalLinks?: Readonly<Record<string, string>>;
}

const HOME: ShortLinkTarget = { kind: "internal", path: "/" };
const GIFT_SLUG = /^gift-([A-Za-z0-9-]{4,32})$/;

function candidateFor(slug: string, externalLinks: Readonly<Record<string, string>>): string | null {
  const playerId = /^\d+$/.test(slug) ? readId(slug) : null;
  if (playerId !== null) return landingPath(playerId);
  const gift = GIFT_SLUG.exec(slug);
  if (gift) {
    const code = giftCodeFromLink(gift[1] ?? null);
    return code ? giftCodeSharePath(code) : null;
  }
  const name = slug.toLowerCase();
  if (Object.hasOwn(NAMED_SHORT_LINKS, name)) return NAMED_SHORT_LINKS[name] ?? null;
  if (Object.hasOwn(externalLinks, name)) return externalLinks[name] ?? null;
  return null;
}

function withForwarded(path: string, query: URLSearchParams): string {
  const url = new URL(path, "https://internal.invalid");
  for (const name of FORWARDED_PARAMS) {
    const value = query.get(name)?.trim();
    if (value) url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}`;
}

/** The one gate every target passes: an in-app path, or an http(s) URL on an allowed host. */
export function safeTarget(candidate: string, query: URLSearchParams, allowedHosts: readonly string[]): ShortLinkTarget | null {
  if (candidate.startsWith("/")) {
    const path = toInternalPath(candidate);
    return path === null ? null : { kind: "internal", path: withForwarded(path, query) };
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || !isAllowedHost(url.hostname, allowedHosts)) return null;
  return { kind: "external", url: url.href };
}

/** Where `/r/<slug>?<query>` leads: its page with the referral parameters, or home for anything else. */
export function resolveShortLink(slug: string, query: URLSearchParams, options: ShortLinkOptions): ShortLinkTarget {
  const candidate = candidateFor(slug, options.externalLinks ?? {});
  if (candidate === null) return HOME;
  return safeTarget(candidate, query, options.allowedHosts) ?? HOME;
}
