import type { Messages } from "@lingui/core";
import type { Locale } from "../locales";
import type { Scope } from "../scopes";

export type CatalogModule = { messages: Messages };
export type CatalogLoader = () => Promise<CatalogModule>;

/** One scope's compiled catalogs, a loader per locale (each catalog is its own chunk). */
export type ScopeCatalogs = { scope: Scope; loaders: Record<Locale, CatalogLoader> };
