// For Next.js server components. Every page under app/[locale] calls `initLingui` (layouts and
// pages render separately, so setting it in the layout alone is not enough).
import { type I18n, setupI18n } from "@lingui/core";
import { setI18n } from "@lingui/react/server";
import { loadMessages } from "./catalogs";
import { type Locale } from "./locales";
import { oncePerKey } from "./once-per-key";
import { SCOPES, type Scope, scopeSet } from "./scopes";

const instances = oncePerKey<I18n>();

/**
 * One i18n instance per locale and set of scopes, created once per server process and reused by
 * every request (an instance is read-only once loaded). Without `scopes` it carries all of them.
 */
export function getI18n(locale: Locale, scopes: readonly Scope[] = SCOPES): Promise<I18n> {
  const wanted = scopeSet(locale, scopes);
  return instances(wanted.key, async () => setupI18n({ locale, messages: { [locale]: await loadMessages(locale, wanted.scopes) } }));
}

/**
 * Makes the locale's instance the one that server components of this request render with
 * (`<Trans>` and `useLingui()` from `@lingui/react/macro`), and returns it for `t` in metadata.
 */
export async function initLingui(locale: Locale, scopes: readonly Scope[] = SCOPES): Promise<I18n> {
  const i18n = await getI18n(locale, scopes);
  setI18n(i18n);
  return i18n;
}
