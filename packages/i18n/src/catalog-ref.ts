import type { Locale } from "./locales";
import type { Scope } from "./scopes";

/**
 * Where the browser reads an app's compiled catalogs for one locale: one file with the app's scopes
 * merged, addressed by a hash of its content (`catalog-file.ts` serves it, `catalog-provider.tsx` reads it).
 */
export interface CatalogRef {
  locale: Locale;
  scopes: readonly Scope[];
  /** Same-origin, e.g. `/api/catalog/vi-VN?v=3f9a0c1b2d4e`. */
  url: string;
}
