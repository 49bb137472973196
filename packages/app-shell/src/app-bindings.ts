// One app's bindings of the shared server pieces: its texts (catalogs and the server's corrections of its
// translation page), how a page segment enters its locale with a first read, and its server API. Each app
// calls this once (`src/platform/app.ts`) and exports what it returns under the same names.
import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { catalogRef } from "@repo/i18n/catalog-file";
import type { Locale } from "@repo/i18n/locales";
import type { Scope } from "@repo/i18n/scopes";
import { cache } from "react";
import type { ServerEnv } from "./env";
import { loadLocaleCorrections, loadLocaleMessages } from "./locale-messages";
import { enterLocale, enterLocaleLoading, enterLocaleWithFirst } from "./locale-segment";
import { runtimeConfigFrom } from "./runtime-config";
import { createServerApi } from "./server-api";
import { loadPlayerFirst, loadViewerFirst } from "./server-player";

export interface AppBindingsOptions {
  /** The app's translation page ("xworld", "luckybear"). */
  page: string;
  serverEnv: () => ServerEnv;
  buildVersion: string;
  /** The catalogs the app renders with. */
  scopes: readonly Scope[];
}

type Params = Promise<{ locale: string }>;

export function appBindings({ page, serverEnv, buildVersion, scopes }: AppBindingsOptions) {
  const textsOptions = () => ({ env: serverEnv(), page, buildVersion, scopes });
  /** This request's messages: the compiled catalogs with the server's corrections merged over them. */
  const appMessages = cache((locale: Locale) => loadLocaleMessages(locale, textsOptions()));
  return {
    appMessages,
    /** What the browser gets with the page: the server's corrections alone (it loads the compiled catalogs). */
    appCorrections: cache((locale: Locale) => loadLocaleCorrections(locale, textsOptions())),
    /** Where the browser reads the compiled catalogs: this app's catalog file for the locale. */
    appCatalog: (locale: Locale) => catalogRef(locale, scopes),
    enterLocale: (params: Params) => enterLocale(params, appMessages),
    enterLocaleLoading: <T>(params: Params, load: (locale: Locale) => Promise<T>) => enterLocaleLoading(params, appMessages, load),
    enterLocaleWithFirst: <T>(params: Params, load: (locale: Locale) => Promise<T>) => enterLocaleWithFirst(params, appMessages, load),
    /** `enterLocaleWithFirst` for a signed-in page: `load` runs as the player whose login cookies came with the request. */
    enterLocaleAsPlayer: <T>(params: Params, load: (api: ApiClient, userId: number) => Promise<T>) =>
      enterLocaleWithFirst(params, appMessages, (locale) => loadPlayerFirst(serverEnv(), locale, load)),
    /** `enterLocaleWithFirst` for a page a guest reads too whose data carries the reader's own fields: as the cookies' player, else as a guest. */
    enterLocaleAsViewer: <T>(params: Params, load: (api: ApiClient, userId: number | null) => Promise<T>) =>
      enterLocaleWithFirst(params, appMessages, (locale) => loadViewerFirst(serverEnv(), locale, load)),
    /** For a signed-in page with no reads of its own: the player the server renders it for (`first.userId`), or null. */
    enterLocaleAsSignedIn: (params: Params) => enterLocaleWithFirst(params, appMessages, (locale) => loadPlayerFirst(serverEnv(), locale, async () => null)),
    serverApi: (locale: Locale) => createServerApi(serverEnv(), locale),
    runtimeConfig: () => runtimeConfigFrom(serverEnv()),
  };
}
