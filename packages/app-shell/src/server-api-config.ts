// How the server calls the backend: one short deadline, no retries and a small body cap, so a backend
// that stalls or floods costs a page a bounded wait instead of holding the server (issue 11, item 5).
import type { ApiClientConfig } from "@repo/api-client/client";
import type { Locale } from "@repo/i18n/locales";
import type { ServerEnv } from "./env";
import { parseServiceHosts } from "./service-hosts";

/** Public server data (home, landing, profile) is small; anything past this is refused unread. */
export const SERVER_API_MAX_BODY_BYTES = 1024 * 1024;

type ServerApiEnv = Pick<ServerEnv, "API_ORIGIN" | "SERVICE_HOSTS" | "SERVER_API_TIMEOUT_MS">;

export function serverApiConfig(env: ServerApiEnv, locale: Locale): ApiClientConfig {
  return {
    hosts: { origin: env.API_ORIGIN, overrides: parseServiceHosts(env.SERVICE_HOSTS) },
    context: () => ({ userId: null, secretKey: null, language: locale }),
    timeoutMs: env.SERVER_API_TIMEOUT_MS,
    retryLimit: 0,
    maxBodyBytes: SERVER_API_MAX_BODY_BYTES,
  };
}
