// xworld's bindings of the shared app shell.
import { createServerApi } from "@repo/app-shell/server-api";
import { enterLocale as enterLocaleWith } from "@repo/app-shell/locale-segment";
import { runtimeConfigFrom } from "@repo/app-shell/runtime-config";
import type { Locale } from "@repo/i18n/locales";
import type { Scope } from "@repo/i18n/scopes";
import { serverEnv } from "@/env";

/** The catalogs this app renders with. */
export const APP_SCOPES: readonly Scope[] = ["ui", "xworld"];

export const enterLocale = (params: Promise<{ locale: string }>) => enterLocaleWith(params, APP_SCOPES);
export const serverApi = (locale: Locale) => createServerApi(serverEnv(), locale);
export const runtimeConfig = () => runtimeConfigFrom(serverEnv());
