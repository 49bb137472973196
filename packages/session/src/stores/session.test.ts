import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import {
  coinAtom,
  credentialsAtom,
  hostAtom,
  isLoggedInAtom,
  lbSessionIdAtom,
  sessionAtom,
  sessionStatusAtom,
  walletAtom,
} from "./session";

describe("sessionAtom", () => {
  it("has every field of SPEC 3 'User session' with its default", () => {
    expect(createStore().get(sessionAtom)).toEqual({
      userId: null,
      secretKey: null,
      userName: null,
      loginType: null,
      userInfo: null,
      hasLogin: false,
      hasInit: false,
      initError: null,
      appEnvironment: null,
      openAppCfg: null,
      walletAddress: null,
      solanaAddress: null,
      walletInvalid: false,
      coinType: "WH",
      bearCoinType: null,
      bearWallet: null,
      isAudit: false,
      xworldApp: false,
      newLogin: false,
      newUser: false,
      newUserGuide: false,
      newUserAgentGuide: false,
      tonAddress: null,
      prizeEnabled: false,
      fp: null,
    });
  });

  it("reflects the grouped atoms", () => {
    const store = createStore();
    store.set(credentialsAtom, { userId: 8, secretKey: "k", userName: "Bo", loginType: "login_v2" });
    store.set(walletAtom, { address: "0xabc", solanaAddress: "So1", invalid: true, tonAddress: null });
    store.set(coinAtom, { coinType: "KTHER", bearCoinType: "VND", bearWallet: { currency_symbol: "₫", coin_name_extra: "VND" } });
    store.set(hostAtom, { ...store.get(hostAtom), isAudit: true });
    expect(store.get(sessionAtom)).toMatchObject({
      userId: 8,
      secretKey: "k",
      userName: "Bo",
      loginType: "login_v2",
      walletAddress: "0xabc",
      solanaAddress: "So1",
      walletInvalid: true,
      coinType: "KTHER",
      bearCoinType: "VND",
      bearWallet: { currency_symbol: "₫", coin_name_extra: "VND" },
      isAudit: true,
    });
  });
});

describe("isLoggedInAtom", () => {
  it("needs both a confirmed login and credentials", () => {
    const store = createStore();
    store.set(credentialsAtom, { userId: 1, secretKey: "k", userName: "", loginType: "login_v2" });
    expect(store.get(isLoggedInAtom)).toBe(false);
    store.set(sessionStatusAtom, { hasLogin: true, hasInit: true, initError: null });
    expect(store.get(isLoggedInAtom)).toBe(true);
    store.set(credentialsAtom, null);
    expect(store.get(isLoggedInAtom)).toBe(false);
  });
});

describe("lbSessionIdAtom", () => {
  it("is a UUID, stable within a store and different between stores", () => {
    const store = createStore();
    const first = store.get(lbSessionIdAtom);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(store.get(lbSessionIdAtom)).toBe(first);
    expect(createStore().get(lbSessionIdAtom)).not.toBe(first);
  });
});
