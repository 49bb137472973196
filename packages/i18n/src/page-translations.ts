// Spec 7: "GET of per-page translation JSON (i18n/page/locale) with a build version query". The
// server can correct or add texts after a release; the compiled catalogs stay the floor, so a
// failing or garbled response never leaves the page without text.
import { type Messages } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { loadMessages } from "./catalogs";
import { type Locale } from "./locales";
import { type Scope } from "./scopes";

/**
 * Fetches the server's texts of a locale and resolves with the parsed JSON body. The caller owns the
 * transport (the API client's page-translation call); the build version goes in its `?v=` query so a
 * new release never reads a stale cached file.
 */
export type FetchTexts = (locale: Locale, buildVersion: string) => Promise<unknown>;

export type PageTranslationLoaderOptions = {
  fetchTexts: FetchTexts;
  buildVersion: string;
  /** How long fetched texts are kept before the next load asks again (a long-lived server). Default: forever. */
  maxAgeMs?: number;
  now?: () => number;
  /** Where the compiled messages come from; default loadMessages. */
  loadCompiled?: (locale: Locale, scopes: readonly Scope[]) => Promise<Messages>;
  /** Told when the fetched texts were unusable and the compiled catalogs were used alone. */
  onFallback?: (reason: unknown) => void;
};

export type PageTranslationLoader = {
  /** Compiled messages of the scopes with the server's texts merged over them. */
  load(locale: Locale, scopes: readonly Scope[]): Promise<Messages>;
};

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
  const { fetchTexts, buildVersion, loadCompiled = loadMessages, onFallback, maxAgeMs = Infinity, now = Date.now } = options;
  // One request per locale while it is fresh; a failure is retried on the next load.
  const serverTexts = new Map<Locale, { at: number; pending: Promise<Messages | undefined> }>();

  function fetchServerTexts(locale: Locale): Promise<Messages | undefined> {
    const cached = serverTexts.get(locale);
    let pending = cached && now() - cached.at < maxAgeMs ? cached.pending : undefined;
    if (!pending) {
      pending = fetchTexts(locale, buildVersion).then(
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
      serverTexts.set(locale, { at: now(), pending });
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
