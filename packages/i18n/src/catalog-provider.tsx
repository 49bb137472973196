"use client";
// The apps' Lingui provider. The compiled catalogs are not sent in every page's HTML (about 25 kB gzip
// per page for an app's two scopes): the browser reads them as one file per locale (`catalog-file.ts`),
// which the page preloads beside its scripts and the browser keeps in its cache from page to page; only
// the server's corrections come with the page.
import type { Messages } from "@lingui/core";
import { type ReactNode, use, useMemo } from "react";
import { preload } from "react-dom";
import { fetchCatalog } from "./catalog-fetch";
import type { CatalogRef } from "./catalog-ref";
import type { Locale } from "./locales";
import { oncePerKey } from "./once-per-key";
import { I18nClientProvider } from "./provider";

const loaded = oncePerKey<Messages>();

function loadCompiled(catalog: CatalogRef): Promise<Messages> {
  // The server renders with the catalogs it holds. Browser builds drop this branch (`typeof window` is
  // a constant there), so no locale's loader is in the browser's code.
  if (typeof window === "undefined") return import("./catalogs").then(({ loadMessages }) => loadMessages(catalog.locale, catalog.scopes));
  return fetchCatalog(catalog.url);
}

/**
 * The compiled catalogs of `catalog`, read once per page (and once per server process); a file that
 * failed to load is asked for again by the next render.
 */
export function compiledCatalog(catalog: CatalogRef): Promise<Messages> {
  return loaded(catalog.url, () => loadCompiled(catalog));
}

export type I18nCatalogProviderProps = {
  locale: Locale;
  /** The app's catalog file for `locale` (`catalogRef` of `@repo/i18n/catalog-file`, on the server). */
  catalog: CatalogRef;
  /** The server's texts that differ from the compiled ones (`PageTranslationLoader.corrections`). */
  corrections: Messages;
  children?: ReactNode;
};

/**
 * Lingui for an app's client tree: the compiled catalogs with the server's corrections merged over
 * them. It suspends until the catalogs have loaded: the server's HTML stays on screen and hydration
 * waits for them, so the first client render says what the server's did. Render it above anything
 * that keeps state, since a render that suspends before its first commit starts over.
 */
export function I18nCatalogProvider({ locale, catalog, corrections, children }: I18nCatalogProviderProps) {
  // In the server's HTML: the browser fetches the file while it loads the page's scripts, not after them.
  preload(catalog.url, { as: "fetch", crossOrigin: "anonymous" });
  const compiled = use(compiledCatalog(catalog));
  const messages = useMemo(() => (Object.keys(corrections).length > 0 ? { ...compiled, ...corrections } : compiled), [compiled, corrections]);
  return (
    <I18nClientProvider locale={locale} messages={messages}>
      {children}
    </I18nClientProvider>
  );
}
