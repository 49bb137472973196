// The brand's open-app config call for app start: OpenAppCfgV2 on xworld, its variant on luckybear.
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { userStartEndpoints } from "@repo/api-client/endpoints/user-start";
import { type CountryByIp, startGuestCountry, startOpenAppConfig } from "@repo/session/app-init/open-app-config";
import { languageAtom } from "@repo/session/stores/common";
import type { OpenAppCfg } from "@repo/session/types";
import type { ClientRuntime } from "./create-runtime";

/**
 * Spec: not shown — which counters usage_stats carries. Choice: how long the page had been open when
 * start asked (ms), the one usage figure the web knows without tracking the player.
 */
function usageStats(): Record<string, number> {
  return { page_open_ms: Math.round(performance.now()) };
}

/**
 * The device's offset from UTC as "UTC+07:00" (`getTimezoneOffset` counts minutes the other way round:
 * -420 for UTC+7). Reading the zone's name instead (`Intl.DateTimeFormat().resolvedOptions()`) sets up
 * Intl's date data, about 25 ms on a phone (94 ms on Lighthouse's slowed one), in app start's task.
 */
export function utcOffsetName(timezoneOffsetMinutes: number): string {
  const east = -timezoneOffsetMinutes;
  const minutes = Math.abs(east);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `UTC${east < 0 ? "-" : "+"}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * Spec: not shown — what envContext carries where no host app gives its environment (the web, the
 * Telegram mini app). Choice: what the page itself knows: which client it is, its language and its
 * time zone as an offset from UTC (`utcOffsetName`).
 */
function pageContext(runtime: Pick<ClientRuntime, "platform" | "store">): Record<string, string> {
  return {
    client: runtime.platform.kind,
    language: runtime.store.get(languageAtom),
    timezone: utcOffsetName(new Date().getTimezoneOffset()),
  };
}

export function loadOpenAppConfig(runtime: Pick<ClientRuntime, "brand" | "api" | "store" | "platform">): Promise<OpenAppCfg | null> {
  const endpoint = runtime.brand === "luckybear" ? luckyBearLobbyEndpoints.openAppCfgV2 : userStartEndpoints.openAppCfgV2;
  return startOpenAppConfig({
    store: runtime.store,
    storage: runtime.platform.storage,
    fetchConfig: (request) => runtime.api.call(endpoint, request),
    usageStats: usageStats(),
    pageContext: pageContext(runtime),
  });
}

/** A guest's country by IP (openapp_get_country on xworld, get_country on luckybear), for the country header. */
export function loadGuestCountry(runtime: Pick<ClientRuntime, "brand" | "api" | "store" | "platform">): Promise<CountryByIp | null> {
  const fetchCountry = (): Promise<CountryByIp> =>
    runtime.brand === "luckybear" ? runtime.api.call(luckyBearLobbyEndpoints.getCountry, {}) : runtime.api.call(userStartEndpoints.openappGetCountry, {});
  return startGuestCountry({ store: runtime.store, storage: runtime.platform.storage, fetchCountry });
}
