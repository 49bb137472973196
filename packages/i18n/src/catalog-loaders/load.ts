import type { Messages } from "@lingui/core";
import type { Locale } from "../locales";
import type { ScopeCatalogs } from "./types";

/**
 * The compiled messages of `locale` in the given scopes' catalogs, merged into one catalog. Later
 * scopes win when two catalogs carry the same message id (ids are hashes of the source text, so a
 * clash means the same English text).
 */
export async function loadCatalogs(locale: Locale, catalogs: readonly ScopeCatalogs[]): Promise<Messages> {
  const modules = await Promise.all(catalogs.map((catalog) => catalog.loaders[locale]()));
  return Object.assign({}, ...modules.map((module) => module.messages)) as Messages;
}
