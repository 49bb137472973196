// A signed-in page's first data from the server: the login cookies the request carried (login writes
// them beside storage) let the server ask for that player's data, so the page's HTML already holds it
// and the screen renders as soon as the session is read, instead of after its calls from the browser.
// No cookies (a guest, or a login only the host app or Telegram knows): nothing, the browser asks.
import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { Locale } from "@repo/i18n/locales";
import { credentialsFromCookies } from "@repo/session/login/rules";
import { cookies } from "next/headers";
import type { ServerEnv } from "./env";
import type { PlayerFirst, ViewerFirst } from "./player-first";
import { createServerApi } from "./server-api";

/** The login the request's cookies carry, if any. */
async function cookieCredentials() {
  const jar = await cookies();
  return credentialsFromCookies((name) => jar.get(name)?.value);
}

export async function loadPlayerFirst<T>(env: ServerEnv, locale: Locale, load: (api: ApiClient, userId: number) => Promise<T>): Promise<PlayerFirst<T> | null> {
  const credentials = await cookieCredentials();
  if (!credentials) return null;
  return { userId: credentials.userId, userName: credentials.userName, data: await load(createServerApi(env, locale, credentials), credentials.userId) };
}

/**
 * loadPlayerFirst for a page a guest reads too: as the cookies' player, else as a guest (`userId` null);
 * `load` is told which, so it can leave out what only a player may read.
 */
export async function loadViewerFirst<T>(env: ServerEnv, locale: Locale, load: (api: ApiClient, userId: number | null) => Promise<T>): Promise<ViewerFirst<T>> {
  const credentials = await cookieCredentials();
  if (!credentials) return { userId: null, data: await load(createServerApi(env, locale), null) };
  return { userId: credentials.userId, userName: credentials.userName, data: await load(createServerApi(env, locale, credentials), credentials.userId) };
}
