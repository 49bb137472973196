// The brand's open-app config call for app start: OpenAppCfgV2 on xworld, its variant on luckybear.
import { luckyBearEndpoints } from "@repo/api-client/endpoints/lucky-bear";
import { userEndpoints } from "@repo/api-client/endpoints/user";
import { startOpenAppConfig } from "@repo/session/app-init/open-app-config";
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
