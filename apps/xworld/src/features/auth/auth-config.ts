// What the auth pages hand their client screens from the runtime config (read per request).
import type { AuthConfig } from "@repo/app-shell/features/auth/brand-adapter";
import { runtimeConfig } from "@/platform/app";

export function authConfig(): AuthConfig {
  const config = runtimeConfig();
  return { apiOrigin: config.apiOrigin, redirectAllowedHosts: config.redirectAllowedHosts, telegramBotName: config.telegramBotName };
}

export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter (a repeated one counts once), or null. */
export function queryValue(query: SearchParams, name: string): string | null {
  const value = query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === "" ? null : first;
}

/** A page's own path with its query, for a way back to it after signing in. */
export function pathWithQuery(path: string, query: SearchParams): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, item);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
