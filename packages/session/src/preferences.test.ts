import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { applyOpenAppCfg, chooseBearCoinType, chooseCoinType, setLanguage } from "./preferences";
import { createMemoryStorage } from "./storage/adapter";
import { createMemoryCookieJar } from "./storage/cookies";
import { languageAtom } from "./stores/common";
import { coinAtom, hostAtom } from "./stores/session";

describe("preferences", () => {
  it("setLanguage updates the store and the lang cookie for the whole site", () => {
    const store = createStore();
    const cookies = createMemoryCookieJar();
    setLanguage(store, cookies, { hostname: "www.example.com", protocol: "https:", cookieDomain: ".example.com" }, "ru-RU");
    expect(store.get(languageAtom)).toBe("ru-RU");
    expect(cookies.get("lang")).toBe("ru-RU");
    expect(cookies.attributesOf("lang")).toMatchObject({ domain: ".example.com", secure: true, sameSite: "Lax" });
  });

  it("remembers the coin choices", () => {
    const store = createStore();
    const storage = createMemoryStorage();
    chooseCoinType(store, storage, "KC");
    chooseBearCoinType(store, storage, "VND");
    expect(store.get(coinAtom)).toMatchObject({ coinType: "KC", bearCoinType: "VND" });
    expect(storage.snapshot()).toEqual({ coin_type: "KC", bear_coin_type: "VND" });
  });

  it("keeps the open-app config and stores the country by IP", () => {
    const store = createStore();
    const storage = createMemoryStorage();
    const config = { user_secret_key: "k", location_info: { country_code: "VN", country_by_ip: "PH" } };
    applyOpenAppCfg(store, storage, config);
    expect(store.get(hostAtom).openAppCfg).toEqual(config);
    expect(storage.getItem("country_by_ip")).toBe("PH");
  });
});
