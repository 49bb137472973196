import { type Messages } from "@lingui/core";
import { CATALOG_LOADERS } from "./catalog-loaders";
import { loadCatalogs } from "./catalog-loaders/load";
import { type Locale } from "./locales";
import { type Scope } from "./scopes";

export { SCOPES, isScope, type Scope } from "./scopes";

/** The compiled messages of `locale` for the given scopes, merged into one catalog (`loadCatalogs`). */
export function loadMessages(locale: Locale, scopes: readonly Scope[]): Promise<Messages> {
  return loadCatalogs(
    locale,
    scopes.map((scope) => ({ scope, loaders: CATALOG_LOADERS[scope] })),
  );
}
