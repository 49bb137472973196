// luckybear's bindings of the shared app shell.
import {
  enterLocale as enterLocaleWith,
  enterLocaleLoading as enterLocaleLoadingWith,
  enterLocaleWithFirst as enterLocaleWithFirstWith,
} from "@repo/app-shell/locale-segment";
import { loadLocaleCorrections, loadLocaleMessages } from "@repo/app-shell/locale-messages";
import { runtimeConfigFrom } from "@repo/app-shell/runtime-config";
import { createServerApi } from "@repo/app-shell/server-api";
import { loadPlayerFirst, loadViewerFirst } from "@repo/app-shell/server-player";
import type { ApiClient } from "@repo/api-client/client";
import { catalogRef } from "@repo/i18n/catalog-file";
import type { Locale } from "@repo/i18n/locales";
import { cache } from "react";
import { serverEnv } from "@/env";
import { publicEnv } from "@/public-env";
import { APP_SCOPES } from "./catalogs";

export { APP_SCOPES };

/** Where this app's texts come from: its catalogs, and the server's corrections of its translation page. */
const textsOptions = () => ({ env: serverEnv(), page: "luckybear", buildVersion: publicEnv.buildVersion, scopes: APP_SCOPES });

/** This request's messages: the compiled catalogs with the server's corrections merged over them. */
export const appMessages = cache((locale: Locale) => loadLocaleMessages(locale, textsOptions()));

/** What the browser gets with the page: the server's corrections alone (it loads the compiled catalogs). */
export const appCorrections = cache((locale: Locale) => loadLocaleCorrections(locale, textsOptions()));

/** Where the browser reads the compiled catalogs: this app's catalog file for the locale. */
export const appCatalog = (locale: Locale) => catalogRef(locale, APP_SCOPES);

export const enterLocale = (params: Promise<{ locale: string }>) => enterLocaleWith(params, appMessages);
export const enterLocaleLoading = <T>(params: Promise<{ locale: string }>, load: (locale: Locale) => Promise<T>) =>
  enterLocaleLoadingWith(params, appMessages, load);
export const enterLocaleWithFirst = <T>(params: Promise<{ locale: string }>, load: (locale: Locale) => Promise<T>) =>
  enterLocaleWithFirstWith(params, appMessages, load);
/** `enterLocaleWithFirst` for a signed-in page: `load` runs as the player whose login cookies came with the request. */
export const enterLocaleAsPlayer = <T>(params: Promise<{ locale: string }>, load: (api: ApiClient, userId: number) => Promise<T>) =>
  enterLocaleWithFirstWith(params, appMessages, (locale) => loadPlayerFirst(serverEnv(), locale, load));
/** `enterLocaleWithFirst` for a page a guest reads too: `load` runs as the cookies' player, or as a guest (`userId` null). */
export const enterLocaleAsViewer = <T>(params: Promise<{ locale: string }>, load: (api: ApiClient, userId: number | null) => Promise<T>) =>
  enterLocaleWithFirstWith(params, appMessages, (locale) => loadViewerFirst(serverEnv(), locale, load));
/** For a signed-in page with no reads of its own: the player the server renders it for (`first.userId`), or null. */
export const enterLocaleAsSignedIn = (params: Promise<{ locale: string }>) => enterLocaleAsPlayer(params, async () => null);
export const serverApi = (locale: Locale) => createServerApi(serverEnv(), locale);
export const runtimeConfig = () => runtimeConfigFrom(serverEnv());
