// Every scope's catalog loaders (the server and tests); the type makes a missing pair a compile error.
import { luckybearCatalogs } from "./catalog-loaders/luckybear";
import type { CatalogLoader } from "./catalog-loaders/types";
import { uiCatalogs } from "./catalog-loaders/ui";
import { xworldCatalogs } from "./catalog-loaders/xworld";
import { type Locale } from "./locales";
import { type Scope } from "./scopes";

export type { CatalogLoader, CatalogModule, ScopeCatalogs } from "./catalog-loaders/types";

export const CATALOG_LOADERS: Record<Scope, Record<Locale, CatalogLoader>> = {
  ui: uiCatalogs.loaders,
  xworld: xworldCatalogs.loaders,
  luckybear: luckybearCatalogs.loaders,
};
