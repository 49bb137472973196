// The mini app's start param (the `startapp` value of a t.me link).
//
// Spec: not shown — how a start param carries a language. This client's format: underscore-separated
// segments; the first is the start param proper (SPEC: "the text before the first underscore"), and a
// later segment `lang-<locale>` names the language, e.g. "ref123_lang-ru-RU" or "42_promo_lang-pt-BR",
// and a segment `go-<page>` or `go-<page>-<id>` names a page to open (a deep link into the mini app),
// e.g. "ref42_go-market-17"; which page a name stands for is the app's table.
// Telegram allows only A-Z, a-z, 0-9, "_" and "-" in start params, so the format fits in a link.

export interface ParsedStartParam {
  /** The whole start param as Telegram gave it. */
  raw: string;
  /** The text before the first underscore. */
  code: string;
  /** The language the link asks for ("ru-RU"), or null. */
  language: string | null;
  /** The page the link asks for (`go-market-17` → { name: "market", id: "17" }), or null. */
  page: StartPage | null;
}

export interface StartPage {
  name: string;
  /** What the page shows (an item's id); "" when the link names none. */
  id: string;
}

const LANGUAGE_SEGMENT = /^lang-([a-z]{2}-[A-Z]{2})$/;
const PAGE_SEGMENT = /^go-([a-z][a-z0-9]{0,31})(?:-([A-Za-z0-9]{1,32}))?$/;

export function parseStartParam(raw: string | null | undefined): ParsedStartParam {
  const value = raw ?? "";
  const [code = "", ...rest] = value.split("_");
  let language: string | null = null;
  let page: StartPage | null = null;
  for (const segment of rest) {
    const match = LANGUAGE_SEGMENT.exec(segment);
    if (match?.[1] && language === null) language = match[1];
    const pageMatch = PAGE_SEGMENT.exec(segment);
    if (pageMatch?.[1] && page === null) page = { name: pageMatch[1], id: pageMatch[2] ?? "" };
  }
  return { raw: value, code, language, page };
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
