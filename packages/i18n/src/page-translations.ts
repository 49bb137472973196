// Spec 7: "GET of per-page translation JSON (i18n/page/locale) with a build version query". The
// server can correct or add texts after a release; the compiled catalogs stay the floor, so a
// failing or garbled response never leaves the page without text.
import { type Messages } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { loadMessages } from "./catalogs";
import { type Locale } from "./locales";
import { type Scope } from "./scopes";

/** GETs a path relative to the service host and resolves with the parsed JSON body. */
export type FetchJson = (path: string) => Promise<unknown>;

export type PageTranslationLoaderOptions = {
  fetchJson: FetchJson;
  /** The app's build version, sent as `?v=` so that a new release never reads a stale cached file. */
  buildVersion: string;
  /** Where the compiled messages come from; default loadMessages. */
  loadCompiled?: (locale: Locale, scopes: readonly Scope[]) => Promise<Messages>;
  /** Told when the fetched texts were unusable and the compiled catalogs were used alone. */
  onFallback?: (reason: unknown) => void;
};

export type PageTranslationLoader = {
  /** Compiled messages of the scopes with the server's texts merged over them. */
  load(locale: Locale, scopes: readonly Scope[]): Promise<Messages>;
};

export function pageTranslationPath(locale: Locale, buildVersion: string): string {
  return `i18n/page/${locale}?v=${encodeURIComponent(buildVersion)}`;
}

/**
 * The usable part of a response: string values compiled for Lingui (ICU placeholders work).
 * Spec: not shown — the body is read as a flat { key: text } object; entries that are not text or
 * not valid ICU are dropped one by one, and a body with none left counts as a failure.
 */
export function compileServerTexts(body: unknown): Messages | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const messages: Messages = {};
  for (const [key, text] of Object.entries(body)) {
    if (typeof text !== "string" || text === "") continue;
    try {
      messages[key] = compileMessageOrThrow(text);
    } catch {
      // A broken entry falls back to its compiled text.
    }
  }
  return Object.keys(messages).length > 0 ? messages : undefined;
}

export function createPageTranslationLoader(options: PageTranslationLoaderOptions): PageTranslationLoader {
  const { fetchJson, buildVersion, loadCompiled = loadMessages, onFallback } = options;
  // One request per locale for the life of the loader; a failure is retried on the next load.
  const serverTexts = new Map<Locale, Promise<Messages | undefined>>();

  function fetchServerTexts(locale: Locale): Promise<Messages | undefined> {
    let pending = serverTexts.get(locale);
    if (!pending) {
      pending = fetchJson(pageTranslationPath(locale, buildVersion)).then(
        (body) => {
          const messages = compileServerTexts(body);
          if (!messages) {
            serverTexts.delete(locale);
            onFallback?.(new Error(`Unusable page translations for ${locale}`));
          }
          return messages;
        },
        (error: unknown) => {
          serverTexts.delete(locale);
          onFallback?.(error);
          return undefined;
        },
      );
      serverTexts.set(locale, pending);
    }
    return pending;
  }

  return {
    async load(locale, scopes) {
      const [compiled, fromServer] = await Promise.all([loadCompiled(locale, scopes), fetchServerTexts(locale)]);
      return fromServer ? { ...compiled, ...fromServer } : compiled;
    },
  };
}
