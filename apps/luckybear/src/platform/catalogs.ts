import { uiCatalogs } from "@repo/i18n/catalog-loaders/ui";
import { luckybearCatalogs } from "@repo/i18n/catalog-loaders/luckybear";
import type { Scope } from "@repo/i18n/scopes";

/** The catalogs this app renders with: the kit's and its own (the browser loads only these). */
export const APP_CATALOGS = [uiCatalogs, luckybearCatalogs];

export const APP_SCOPES: readonly Scope[] = APP_CATALOGS.map((catalog) => catalog.scope);
