// Fills a session store from what the device remembers (local storage and the language cookie).
import { isLocale } from "@repo/i18n/locales";
import type { createStore } from "jotai";
import type { KeyValueStorage } from "./storage/adapter";
import type { CookieJar } from "./storage/cookies";
import { COOKIE_NAMES } from "./storage/keys";
import { persisted, readCredentials } from "./storage/persisted";
import { languageAtom, pageModelAtom } from "./stores/common";
import { coinAtom, credentialsAtom, DEFAULT_COIN_TYPE, sessionStatusAtom, userInfoAtom } from "./stores/session";

type Store = ReturnType<typeof createStore>;

/**
 * Reads the stored login, user info, coin choice, page model and language into the store. `hasLogin`
 * follows the spec's rule (stored user id above 0 and a key) until app start confirms or refutes it;
 * `hasInit` stays as it is. Corrupt entries read as absent.
 */
export function hydrateSession(store: Store, sources: { storage: KeyValueStorage; cookies: CookieJar }): void {
  const { storage, cookies } = sources;
  const credentials = readCredentials(storage);
  store.set(credentialsAtom, credentials);
  store.set(userInfoAtom, credentials ? persisted.userInfo.read(storage) : null);
  store.set(sessionStatusAtom, (status) => ({ ...status, hasLogin: credentials != null }));
  store.set(coinAtom, (coin) => ({
    ...coin,
    coinType: persisted.coinType.read(storage) ?? DEFAULT_COIN_TYPE,
    bearCoinType: persisted.bearCoinType.read(storage),
  }));
  store.set(pageModelAtom, persisted.pageModel.read(storage) ?? false);
  const language = cookies.get(COOKIE_NAMES.language);
  if (isLocale(language)) store.set(languageAtom, language);
}
