import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { hydrateSession } from "./hydrate";
import { createMemoryStorage } from "./storage/adapter";
import { createMemoryCookieJar } from "./storage/cookies";
import { languageAtom, pageModelAtom } from "./stores/common";
import { coinAtom, credentialsAtom, sessionStatusAtom, userInfoAtom } from "./stores/session";

function hydrate(values: Record<string, string>, language?: string) {
  const store = createStore();
  const cookies = createMemoryCookieJar();
  if (language) cookies.set("lang", language);
  hydrateSession(store, { storage: createMemoryStorage(values), cookies });
  return store;
}

describe("hydrateSession", () => {
  it("restores a stored login with its user info and marks it logged in, not initialised", () => {
    const store = hydrate({
      user_id: "42",
      user_secret_key: "k",
      user_name: "Mai",
      login_type: "login_v2",
      user_info: '{"phone_number":"+84911","momo_account_list":["+84911"]}',
    });
    expect(store.get(credentialsAtom)).toEqual({ userId: 42, secretKey: "k", userName: "Mai", loginType: "login_v2" });
    expect(store.get(userInfoAtom)).toEqual({ phone_number: "+84911", momo_account_list: ["+84911"] });
    expect(store.get(sessionStatusAtom)).toEqual({ hasLogin: true, hasInit: false, initError: null });
  });

  it.each([
    ["no login", {}],
    ["key 'undefined'", { user_id: "42", user_secret_key: "undefined" }],
    ["user id 0", { user_id: "0", user_secret_key: "k" }],
  ])("%s → logged out, user info ignored", (_label, values) => {
    const store = hydrate({ ...values, user_info: '{"phone_number":"1"}' });
    expect(store.get(credentialsAtom)).toBeNull();
    expect(store.get(userInfoAtom)).toBeNull();
    expect(store.get(sessionStatusAtom).hasLogin).toBe(false);
  });

  it("tolerates corrupt user info", () => {
    const store = hydrate({ user_id: "1", user_secret_key: "k", user_info: "{oops" });
    expect(store.get(credentialsAtom)?.userId).toBe(1);
    expect(store.get(userInfoAtom)).toBeNull();
  });

  it("restores the coin choice, page model and a valid language cookie", () => {
    const store = hydrate({ coin_type: "KTHER", bear_coin_type: "BRL", page_model: "1" }, "pt-BR");
    expect(store.get(coinAtom)).toMatchObject({ coinType: "KTHER", bearCoinType: "BRL" });
    expect(store.get(pageModelAtom)).toBe(true);
    expect(store.get(languageAtom)).toBe("pt-BR");
  });

  it("keeps the defaults for an unknown language and no coin choice", () => {
    const store = hydrate({}, "xx-XX");
    expect(store.get(languageAtom)).toBe("vi-VN");
    expect(store.get(coinAtom).coinType).toBe("WH");
  });
});
