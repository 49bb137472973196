// The app's compiled catalogs of one locale, as the browser reads them (`@repo/i18n/catalog-file`).
import { catalogRoute } from "@repo/i18n/catalog-file";
import { APP_SCOPES } from "@/platform/catalogs";

export const GET = catalogRoute(APP_SCOPES);
