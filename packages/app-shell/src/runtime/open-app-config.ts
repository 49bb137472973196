// The brand's open-app config call for app start: OpenAppCfgV2 on xworld, its variant on luckybear.
import { luckyBearEndpoints } from "@repo/api-client/endpoints/lucky-bear";
import { userEndpoints } from "@repo/api-client/endpoints/user";
import { type CountryByIp, startGuestCountry, startOpenAppConfig } from "@repo/session/app-init/open-app-config";
import type { OpenAppCfg } from "@repo/session/types";
import type { ClientRuntime } from "./create-runtime";

/**
 * Spec: not shown — which counters usage_stats carries. Choice: how long the page had been open when
 * start asked (ms), the one usage figure the web knows without tracking the player.
 */
function usageStats(): Record<string, number> {
  return { page_open_ms: Math.round(performance.now()) };
}

export function loadOpenAppConfig(runtime: Pick<ClientRuntime, "brand" | "api" | "store" | "platform">): Promise<OpenAppCfg | null> {
  const endpoint = runtime.brand === "luckybear" ? luckyBearEndpoints.openAppCfgV2 : userEndpoints.openAppCfgV2;
  return startOpenAppConfig({
    store: runtime.store,
    storage: runtime.platform.storage,
    fetchConfig: (request) => runtime.api.call(endpoint, request),
    usageStats: usageStats(),
  });
}

/** A guest's country by IP (openapp_get_country on xworld, get_country on luckybear), for the country header. */
export function loadGuestCountry(runtime: Pick<ClientRuntime, "brand" | "api" | "store" | "platform">): Promise<CountryByIp | null> {
  const fetchCountry = (): Promise<CountryByIp> =>
    runtime.brand === "luckybear" ? runtime.api.call(luckyBearEndpoints.getCountry, {}) : runtime.api.call(userEndpoints.openappGetCountry, {});
  return startGuestCountry({ store: runtime.store, storage: runtime.platform.storage, fetchCountry });
}
