// For Next.js server components. Every page under app/[locale] calls `initLingui` (layouts and
// pages render separately, so setting it in the layout alone is not enough).
import { type I18n, setupI18n } from "@lingui/core";
import { setI18n } from "@lingui/react/server";
import { loadMessages } from "./catalogs";
import { type Locale } from "./locales";
import { SCOPES, type Scope } from "./scopes";

const instances = new Map<string, Promise<I18n>>();

/**
 * One i18n instance per locale and set of scopes, created once per server process and reused by
 * every request (an instance is read-only once loaded). Without `scopes` it carries all of them.
 */
export function getI18n(locale: Locale, scopes: readonly Scope[] = SCOPES): Promise<I18n> {
  const wanted = SCOPES.filter((scope) => scopes.includes(scope));
  const key = `${locale}:${wanted.join(",")}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = loadMessages(locale, wanted).then((messages) =>
      setupI18n({ locale, messages: { [locale]: messages } }),
    );
    // A failed load must not poison the cache for later requests.
    instance.catch(() => instances.delete(key));
    instances.set(key, instance);
  }
  return instance;
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
