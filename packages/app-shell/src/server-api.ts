// The API client server components use for public data (the server never holds a player's key).
import "server-only";
import { type ApiClient, createApiClient } from "@repo/api-client/client";
import type { Locale } from "@repo/i18n/locales";
import type { ServerEnv } from "./env";
import { serverApiConfig } from "./server-api-config";

export function createServerApi(env: ServerEnv, locale: Locale): ApiClient {
  return createApiClient(serverApiConfig(env, locale));
}
