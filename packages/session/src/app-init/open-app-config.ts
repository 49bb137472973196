// The open-app config of app start (spec section 3): asked once per page load with the player's id,
// the host environment and usage counters, then applied. Its failure never stops start.
import type { createStore } from "jotai";
import { applyOpenAppCfg } from "../preferences";
import type { KeyValueStorage } from "../storage/adapter";
import { isUsableSecretKey, persisted } from "../storage/persisted";
import { credentialsAtom, hostAtom } from "../stores/session";
import type { OpenAppCfg } from "../types";

type Store = ReturnType<typeof createStore>;

/** What the call sends (OpenAppCfgV2's input). */
export interface OpenAppCfgRequest {
  user_id: number;
  envContext?: Record<string, string | number | boolean>;
  usage_stats?: Record<string, number>;
}

export interface OpenAppConfigStart {
  store: Store;
  storage: KeyValueStorage;
  /** The brand's call (OpenAppCfgV2, or its luckybear variant). */
  fetchConfig(request: OpenAppCfgRequest): Promise<OpenAppCfg>;
  usageStats?: Record<string, number>;
  /** What the page knows of its environment, sent where no host app describes it (the web, Telegram). */
  pageContext?: Record<string, string | number | boolean>;
}

function environmentContext(store: Store, pageContext: OpenAppConfigStart["pageContext"]): Record<string, string | number | boolean> | undefined {
  const environment = store.get(hostAtom).appEnvironment;
  if (!environment) return pageContext;
  const entries = Object.entries(environment).filter(
    (entry): entry is [string, string | number | boolean] => ["string", "number", "boolean"].includes(typeof entry[1]),
  );
  return Object.fromEntries(entries);
}

/**
 * Loads and applies the open-app config: keeps it (its country feeds the country header), remembers
 * the country by IP, and takes the refreshed secret key it carries for the signed-in player.
 * Resolves to the config, or null when the call failed (start goes on without it).
 */
export async function startOpenAppConfig(start: OpenAppConfigStart): Promise<OpenAppCfg | null> {
  const { store, storage } = start;
  const userId = store.get(credentialsAtom)?.userId ?? 0;
  const envContext = environmentContext(store, start.pageContext);
  let config: OpenAppCfg;
  try {
    config = await start.fetchConfig({
      user_id: userId,
      ...(envContext ? { envContext } : {}),
      ...(start.usageStats ? { usage_stats: start.usageStats } : {}),
    });
  } catch {
    return null;
  }
  applyOpenAppCfg(store, storage, config);
  const credentials = store.get(credentialsAtom);
  const refreshed = config.user_secret_key;
  // Only for the player the config was asked for: a login in between keeps its own key.
  if (credentials && credentials.userId === userId && isUsableSecretKey(refreshed) && refreshed !== credentials.secretKey) {
    store.set(credentialsAtom, { ...credentials, secretKey: refreshed });
    persisted.secretKey.write(storage, refreshed);
  }
  return config;
}

/** The country answer guests get (openapp_get_country, or the luckybear get_country). */
export interface CountryByIp {
  country_code: string;
  country_by_ip: string;
}

/**
 * For a guest, who has no open-app config: the country by IP from the brand's country call, applied
 * the same way (the country header uses it, and it is remembered). An open-app config that arrived in
 * the meantime wins. Resolves to the answer, or null when the call failed.
 */
export async function startGuestCountry(start: { store: Store; storage: KeyValueStorage; fetchCountry(): Promise<CountryByIp> }): Promise<CountryByIp | null> {
  let answer: CountryByIp;
  try {
    answer = await start.fetchCountry();
  } catch {
    return null;
  }
  if (start.store.get(hostAtom).openAppCfg) return answer;
  applyOpenAppCfg(start.store, start.storage, { location_info: { country_code: answer.country_code, country_by_ip: answer.country_by_ip } });
  return answer;
}
