// The mini app's start param (the `startapp` value of a t.me link).
//
// Spec: not shown — how a start param carries a language. This client's format: underscore-separated
// segments; the first is the start param proper (SPEC: "the text before the first underscore"), and a
// later segment `lang-<locale>` names the language, e.g. "ref123_lang-ru-RU" or "42_promo_lang-pt-BR".
// Telegram allows only A-Z, a-z, 0-9, "_" and "-" in start params, so the format fits in a link.

export interface ParsedStartParam {
  /** The whole start param as Telegram gave it. */
  raw: string;
  /** The text before the first underscore. */
  code: string;
  /** The language the link asks for ("ru-RU"), or null. */
  language: string | null;
}

const LANGUAGE_SEGMENT = /^lang-([a-z]{2}-[A-Z]{2})$/;

export function parseStartParam(raw: string | null | undefined): ParsedStartParam {
  const value = raw ?? "";
  const [code = "", ...rest] = value.split("_");
  let language: string | null = null;
  for (const segment of rest) {
    const match = LANGUAGE_SEGMENT.exec(segment);
    if (match?.[1]) {
      language = match[1];
      break;
    }
  }
  return { raw: value, code, language };
}

/**
 * The language to switch to because of the start param: its language when it is supported and
 * differs from the current one, otherwise null.
 */
export function startParamLanguageToApply(
  startParam: ParsedStartParam,
  currentLanguage: string,
  isSupported: (language: string) => boolean,
): string | null {
  const { language } = startParam;
  if (!language || language === currentLanguage || !isSupported(language)) return null;
  return language;
}
