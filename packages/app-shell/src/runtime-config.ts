// What the browser needs to know about this deployment, derived from the server environment at
// request time and handed to the client tree by the root layout.
import type { ServiceName } from "@repo/api-client/services";
import type { ServerEnv } from "./env";
import { parseServiceHosts } from "./service-hosts";

export interface RuntimeConfig {
  apiOrigin: string;
  serviceHosts: Partial<Record<ServiceName, string>>;
  analyticsEndpoint: string;
  analyticsProject: string;
  tagManager: { id: string; host: string } | null;
  telegramBotName: string;
  redirectAllowedHosts: string[];
  /** The domain login and language cookies are shared on; null: host-only cookies. */
  cookieDomain: string | null;
  storeHost: string;
  /** The dev API's bridge simulator script, when the deployment enables it (dev and e2e only). */
  bridgeSimulatorScript: string | null;
}

export function runtimeConfigFrom(env: ServerEnv): RuntimeConfig {
  const browserOrigin = env.BROWSER_API_ORIGIN ?? env.API_ORIGIN;
  return {
    apiOrigin: browserOrigin,
    serviceHosts: parseServiceHosts(env.SERVICE_HOSTS),
    analyticsEndpoint: env.ANALYTICS_ENDPOINT ?? `${browserOrigin}/collect`,
    analyticsProject: env.ANALYTICS_PROJECT,
    tagManager: env.TAG_MANAGER_ID && env.TAG_MANAGER_HOST ? { id: env.TAG_MANAGER_ID, host: env.TAG_MANAGER_HOST } : null,
    telegramBotName: env.TELEGRAM_BOT_NAME,
    redirectAllowedHosts: env.REDIRECT_ALLOWED_HOSTS,
    cookieDomain: env.COOKIE_DOMAIN ?? null,
    storeHost: env.STORE_HOST,
    bridgeSimulatorScript: env.BRIDGE_SIMULATOR ? `${browserOrigin}/__dev/bridge-simulator.js` : null,
  };
}
