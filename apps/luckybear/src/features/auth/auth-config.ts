// What the auth pages hand their client screens from the runtime config (read per request).
import type { AuthConfig } from "@repo/app-shell/features/auth/brand-adapter";
import { runtimeConfig } from "@/platform/app";

export function authConfig(): AuthConfig {
  const config = runtimeConfig();
  return { apiOrigin: config.apiOrigin, redirectAllowedHosts: config.redirectAllowedHosts, telegramBotName: config.telegramBotName };
}
