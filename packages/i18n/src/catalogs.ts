import { type Messages } from "@lingui/core";
import { CATALOG_LOADERS } from "./catalog-loaders";
import { type Locale } from "./locales";
import { type Scope } from "./scopes";

export { SCOPES, isScope, type Scope } from "./scopes";

/**
 * The compiled messages of `locale` for the given scopes, merged into one catalog.
 * Later scopes win when two catalogs carry the same message id (ids are hashes of the
 * source text, so a clash means the same English text). Each catalog is its own chunk.
 */
export async function loadMessages(locale: Locale, scopes: readonly Scope[]): Promise<Messages> {
  const modules = await Promise.all(scopes.map((scope) => CATALOG_LOADERS[scope][locale]()));
  return Object.assign({}, ...modules.map((module) => module.messages)) as Messages;
}
