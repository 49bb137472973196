// The API client server components call the backend with: a guest's (public data), or the player's
// whose login cookies came with the request (their first data on a signed-in page, server-player.ts).
import "server-only";
import { type ApiClient, createApiClient } from "@repo/api-client/client";
import type { Locale } from "@repo/i18n/locales";
import type { Credentials } from "@repo/session/types";
import type { ServerEnv } from "./env";
import { serverApiConfig } from "./server-api-config";

export function createServerApi(env: ServerEnv, locale: Locale, credentials: Credentials | null = null): ApiClient {
  return createApiClient(serverApiConfig(env, locale, credentials));
}
