// Choices the device remembers: language (cookie), wallet coin, and the open-app config's country.
import type { Locale } from "@repo/i18n/locales";
import type { createStore } from "jotai";
import type { KeyValueStorage } from "./storage/adapter";
import { cookieDomainFor, type CookieJar, type PageLocation } from "./storage/cookies";
import { COOKIE_NAMES } from "./storage/keys";
import { persisted } from "./storage/persisted";
import { languageAtom } from "./stores/common";
import { coinAtom, hostAtom } from "./stores/session";
import type { OpenAppCfg } from "./types";

type Store = ReturnType<typeof createStore>;

// Spec: not shown — the language cookie's lifetime. Choice: one year, shared across subdomains like
// the login cookies, so the server renders the right language on the next visit.
export const LANGUAGE_COOKIE_DAYS = 365;

export function setLanguage(store: Store, cookies: CookieJar, location: PageLocation, locale: Locale): void {
  store.set(languageAtom, locale);
  cookies.set(COOKIE_NAMES.language, locale, {
    maxAge: LANGUAGE_COOKIE_DAYS * 24 * 60 * 60,
    domain: cookieDomainFor(location),
    path: "/",
    secure: location.protocol === "https:",
    sameSite: "Lax",
  });
}

/** The wallet coin shown by default (xworld), remembered on the device. */
export function chooseCoinType(store: Store, storage: KeyValueStorage, coinType: string): void {
  store.set(coinAtom, (coin) => ({ ...coin, coinType }));
  persisted.coinType.write(storage, coinType);
}

/** The luckybear brand's coin, remembered on the device. */
export function chooseBearCoinType(store: Store, storage: KeyValueStorage, bearCoinType: string): void {
  store.set(coinAtom, (coin) => ({ ...coin, bearCoinType }));
  persisted.bearCoinType.write(storage, bearCoinType);
}

/** Keeps the open-app config and remembers the country found by IP (SPEC 3 "country by IP"). */
export function applyOpenAppCfg(store: Store, storage: KeyValueStorage, config: OpenAppCfg): void {
  store.set(hostAtom, (host) => ({ ...host, openAppCfg: config }));
  const country = config.location_info?.country_by_ip;
  if (country) persisted.countryByIp.write(storage, country);
}
