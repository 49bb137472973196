// luckybear's bindings of the shared app shell (see @repo/app-shell/app-bindings).
import { appBindings } from "@repo/app-shell/app-bindings";
import { serverEnv } from "@/env";
import { publicEnv } from "@/public-env";
import { APP_SCOPES } from "./catalogs";

export { APP_SCOPES };

export const {
  appMessages,
  appCorrections,
  appCatalog,
  enterLocale,
  enterLocaleLoading,
  enterLocaleWithFirst,
  enterLocaleAsPlayer,
  enterLocaleAsViewer,
  enterLocaleAsSignedIn,
  serverApi,
  runtimeConfig,
} = appBindings({ page: "luckybear", serverEnv, buildVersion: publicEnv.buildVersion, scopes: APP_SCOPES });
