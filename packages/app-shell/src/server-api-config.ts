// How the server calls the backend: one short deadline, no retries and a small body cap, so a backend
// that stalls or floods costs a page a bounded wait instead of holding the server (issue 11, item 5).
import type { ApiClientConfig } from "@repo/api-client/client";
import type { Locale } from "@repo/i18n/locales";
import type { Credentials } from "@repo/session/types";
import type { ServerEnv } from "./env";
import { parseServiceHosts } from "./service-hosts";

/** Public server data (home, landing, profile) is small; anything past this is refused unread. */
export const SERVER_API_MAX_BODY_BYTES = 1024 * 1024;

type ServerApiEnv = Pick<ServerEnv, "API_ORIGIN" | "SERVICE_HOSTS" | "SERVER_API_TIMEOUT_MS">;

/**
 * A guest's calls, or with `credentials` (the login cookies of the request being rendered) that player's
 * own: the server acts for a player only inside the request that carried their login.
 * Spec: not shown — the country a server call for a player carries. Choice: the one api-client derives
 * from the page's language (the spec's fallback): the device's stored user info is not on the server,
 * and the backend answers a player's own data by their account. Calls whose answer depends on the
 * caller's address (country by IP) are never made for a player from the server.
 */
export function serverApiConfig(env: ServerApiEnv, locale: Locale, credentials: Credentials | null = null): ApiClientConfig {
  return {
    hosts: { origin: env.API_ORIGIN, overrides: parseServiceHosts(env.SERVICE_HOSTS) },
    context: () => ({
      userId: credentials?.userId ?? null,
      secretKey: credentials?.secretKey ?? null,
      language: locale,
      userLogin: credentials?.loginType ?? null,
    }),
    timeoutMs: env.SERVER_API_TIMEOUT_MS,
    retryLimit: 0,
    maxBodyBytes: SERVER_API_MAX_BODY_BYTES,
  };
}
