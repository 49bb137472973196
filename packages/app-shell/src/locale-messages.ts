// The messages a request renders with: the compiled catalogs, with the texts the server corrected after
// the release merged over them (spec section 7's per-page translation JSON, `?v=<build version>`). A
// failing or garbled answer leaves the compiled texts; fetched texts are kept a few minutes per locale.
import "server-only";
import type { Messages } from "@lingui/core";
import { mainEndpoints } from "@repo/api-client/endpoints/main";
import type { Locale } from "@repo/i18n/locales";
import { createPageTranslationLoader, type PageTranslationLoader } from "@repo/i18n/page-translations";
import type { Scope } from "@repo/i18n/scopes";
import type { ServerEnv } from "./env";
import { createServerApi } from "./server-api";

const loaders = new Map<string, PageTranslationLoader>();

export interface LocaleMessagesOptions {
  env: ServerEnv;
  /** The translation file's page: one per brand ("xworld", "luckybear"). */
  page: string;
  buildVersion: string;
  scopes: readonly Scope[];
}

function loaderFor({ env, page, buildVersion }: LocaleMessagesOptions): PageTranslationLoader {
  const key = `${page}|${buildVersion}`;
  let loader = loaders.get(key);
  if (!loader) {
    loader = createPageTranslationLoader({
      buildVersion,
      maxAgeMs: env.PAGE_TEXTS_MAX_AGE_SECONDS * 1000,
      fetchTexts: (locale, v) =>
        createServerApi(env, locale).call(mainEndpoints.pageTranslations, { page, locale, v }, { timeoutMs: 1500 }),
      onFallback: (reason) => console.warn(`[i18n] server texts for ${page} unavailable, using the compiled ones:`, String(reason)),
    });
    loaders.set(key, loader);
  }
  return loader;
}

/** What server components render with: the compiled catalogs with the server's texts merged over them. */
export function loadLocaleMessages(locale: Locale, options: LocaleMessagesOptions): Promise<Messages> {
  return loaderFor(options).load(locale, options.scopes);
}

/**
 * What the browser is sent with the page: only the server's texts that differ from the compiled
 * catalogs, which it loads itself (`I18nCatalogProvider`). One fetch of the server's texts serves both.
 */
export function loadLocaleCorrections(locale: Locale, options: LocaleMessagesOptions): Promise<Messages> {
  return loaderFor(options).corrections(locale, options.scopes);
}
