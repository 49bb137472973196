// Server only. An app's compiled catalogs of one locale as one JSON file with a content hash, served by
// the app's route `/api/catalog/[locale]` (`catalogRoute`): the page's HTML names it (`catalogRef`) and
// preloads it, so the browser downloads it beside the page's scripts, and caches it until it changes.
import { createHash } from "node:crypto";
import { loadMessages } from "./catalogs";
import type { CatalogRef } from "./catalog-ref";
import { isLocale, type Locale } from "./locales";
import { oncePerKey } from "./once-per-key";
import { type Scope, scopeSet } from "./scopes";

export const CATALOG_ROUTE = "/api/catalog";

export interface CatalogFile {
  body: string;
  /** The first 12 hex digits of the body's SHA-256. */
  version: string;
}

const files = oncePerKey<CatalogFile>();

/** The file of `locale` for `scopes`, built once per server process. */
export function catalogFile(locale: Locale, scopes: readonly Scope[]): Promise<CatalogFile> {
  const wanted = scopeSet(locale, scopes);
  return files(wanted.key, async () => {
    const body = JSON.stringify(await loadMessages(locale, wanted.scopes));
    return { body, version: createHash("sha256").update(body).digest("hex").slice(0, 12) };
  });
}

/** What the layout hands the browser: the file's address for this build's catalogs. */
export async function catalogRef(locale: Locale, scopes: readonly Scope[]): Promise<CatalogRef> {
  const { version } = await catalogFile(locale, scopes);
  return { locale, scopes, url: `${CATALOG_ROUTE}/${locale}?v=${version}` };
}

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * The GET handler of an app's `app/api/catalog/[locale]/route.ts`. The address of the current version
 * is cached for good (a new build's catalogs get a new address); any other version, such as the one an
 * old page asks for after a release, gets the current file, not to be cached.
 */
export function catalogRoute(scopes: readonly Scope[]) {
  return async function GET(request: Request, context: { params: Promise<{ locale: string }> }): Promise<Response> {
    const { locale } = await context.params;
    if (!isLocale(locale)) return new Response("No such locale", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
    const { body, version } = await catalogFile(locale, scopes);
    const current = new URL(request.url).searchParams.get("v") === version;
    return new Response(body, {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "cache-control": current ? `public, max-age=${ONE_YEAR}, immutable` : "no-cache",
        "x-content-type-options": "nosniff",
      },
    });
  };
}
