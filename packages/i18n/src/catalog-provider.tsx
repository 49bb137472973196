"use client";
// The apps' Lingui provider. The compiled catalogs are not sent in every page's HTML (about 25 kB gzip
// per page for an app's two scopes): the browser loads each as its own content-hashed chunk, kept in
// its cache from page to page, and only the server's corrections come with the page.
import type { Messages } from "@lingui/core";
import { type ReactNode, use, useMemo } from "react";
import { loadCatalogs } from "./catalog-loaders/load";
import type { ScopeCatalogs } from "./catalog-loaders/types";
import type { Locale } from "./locales";
import { I18nClientProvider } from "./provider";

const loaded = new Map<string, Promise<Messages>>();

/** The compiled catalogs of `locale`, loaded once per page (and once per server process). */
export function compiledCatalog(locale: Locale, catalogs: readonly ScopeCatalogs[]): Promise<Messages> {
  const key = `${locale}:${catalogs.map((catalog) => catalog.scope).join(",")}`;
  let catalog = loaded.get(key);
  if (!catalog) {
    catalog = loadCatalogs(locale, catalogs);
    // A chunk that failed to load is asked for again by the next render, not remembered as failed.
    catalog.catch(() => loaded.delete(key));
    loaded.set(key, catalog);
  }
  return catalog;
}

export type I18nCatalogProviderProps = {
  locale: Locale;
  /** The app's scopes (`@repo/i18n/catalog-loaders/<scope>`): only their loaders are in the app's code. */
  catalogs: readonly ScopeCatalogs[];
  /** The server's texts that differ from the compiled ones (`PageTranslationLoader.corrections`). */
  corrections: Messages;
  children?: ReactNode;
};

/**
 * Lingui for an app's client tree: the compiled `catalogs` with the server's corrections
 * merged over them. It suspends until the catalogs have loaded: the server's HTML stays on screen and
 * hydration waits for them, so the first client render says what the server's did. Render it above
 * anything that keeps state, since a render that suspends before its first commit starts over.
 */
export function I18nCatalogProvider({ locale, catalogs, corrections, children }: I18nCatalogProviderProps) {
  const compiled = use(compiledCatalog(locale, catalogs));
  const messages = useMemo(() => (Object.keys(corrections).length > 0 ? { ...compiled, ...corrections } : compiled), [compiled, corrections]);
  return (
    <I18nClientProvider locale={locale} messages={messages}>
      {children}
    </I18nClientProvider>
  );
}
