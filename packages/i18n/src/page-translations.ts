// Spec 7: "GET of per-page translation JSON (i18n/page/locale) with a build version query". The
// server can correct or add texts after a release; the compiled catalogs stay the floor, so a
// failing or garbled response never leaves the page without text.
import { type Messages } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { loadMessages } from "./catalogs";
import { type Locale } from "./locales";
import { type OncePerKey, oncePerKey } from "./once-per-key";
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
  /**
   * How long a failed or unusable answer is remembered before the next load asks again. Default 30 s:
   * a stalled backend costs one request its timeout, not every request of every player.
   */
  retryAfterMs?: number;
  now?: () => number;
  /** Where the compiled messages come from; default loadMessages. */
  loadCompiled?: (locale: Locale, scopes: readonly Scope[]) => Promise<Messages>;
  /** Told when the fetched texts were unusable and the compiled catalogs were used alone. */
  onFallback?: (reason: unknown) => void;
};

export type PageTranslationLoader = {
  /** Compiled messages of the scopes with the server's texts merged over them. */
  load(locale: Locale, scopes: readonly Scope[]): Promise<Messages>;
  /**
   * Only the server's texts that change what the compiled catalogs say (empty when there are none):
   * what a browser that loads the compiled catalogs itself merges over them.
   */
  corrections(locale: Locale, scopes: readonly Scope[]): Promise<Messages>;
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

/** The entries of `fromServer` that differ from the compiled catalog (a new key, or another text). */
export function changedTexts(compiled: Messages, fromServer: Messages): Messages {
  const changed: Messages = {};
  for (const [key, text] of Object.entries(fromServer)) {
    if (!(key in compiled) || JSON.stringify(compiled[key]) !== JSON.stringify(text)) changed[key] = text;
  }
  return changed;
}

export function createPageTranslationLoader(options: PageTranslationLoaderOptions): PageTranslationLoader {
  const { fetchTexts, buildVersion, loadCompiled = loadMessages, onFallback, maxAgeMs = Infinity, now = Date.now } = options;
  const retryAfterMs = options.retryAfterMs ?? 30_000;
  // One request per locale while it is fresh; a failure is remembered for retryAfterMs.
  const serverTexts = new Map<Locale, { at: number; maxAgeMs: number; pending: Promise<Messages | undefined> }>();

  function fetchServerTexts(locale: Locale): Promise<Messages | undefined> {
    const cached = serverTexts.get(locale);
    if (cached && now() - cached.at < cached.maxAgeMs) return cached.pending;
    const entry = { at: now(), maxAgeMs, pending: Promise.resolve<Messages | undefined>(undefined) };
    const failed = (reason: unknown): undefined => {
      entry.at = now();
      entry.maxAgeMs = retryAfterMs;
      onFallback?.(reason);
      return undefined;
    };
    entry.pending = fetchTexts(locale, buildVersion).then(
      (body) => compileServerTexts(body) ?? failed(new Error(`Unusable page translations for ${locale}`)),
      failed,
    );
    serverTexts.set(locale, entry);
    return entry.pending;
  }

  // What one answer of the server makes for a set of scopes (the merged catalog a server renders with,
  // the corrections a browser is sent), worked out once per answer, not on every request.
  type Texts = { messages: Messages; corrections: Messages };
  const derived = new WeakMap<Messages, OncePerKey<Texts>>();

  async function textsOf(locale: Locale, scopes: readonly Scope[]): Promise<Texts> {
    const fromServer = await fetchServerTexts(locale);
    if (!fromServer) return { messages: await loadCompiled(locale, scopes), corrections: {} };
    const byScopes = derived.get(fromServer) ?? oncePerKey<Texts>();
    derived.set(fromServer, byScopes);
    return byScopes(`${locale}:${scopes.join(",")}`, async () => {
      const compiled = await loadCompiled(locale, scopes);
      return { messages: { ...compiled, ...fromServer }, corrections: changedTexts(compiled, fromServer) };
    });
  }

  return {
    load: async (locale, scopes) => (await textsOf(locale, scopes)).messages,
    corrections: async (locale, scopes) => (await textsOf(locale, scopes)).corrections,
  };
}
