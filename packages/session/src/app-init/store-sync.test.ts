import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { credentialsAtom, hostAtom, sessionStatusAtom, userInfoAtom } from "../stores/session";
import type { Credentials } from "../types";
import { initialContext, type InitState } from "./machine";
import { syncInitState } from "./store-sync";

const credentials: Credentials = { userId: 3, secretKey: "k", userName: "", loginType: "login_v2" };

describe("syncInitState", () => {
  it("leaves the store alone before the host check ends", () => {
    const store = createStore();
    syncInitState(store, { status: "nativeCheck", context: initialContext });
    expect(store.get(sessionStatusAtom).hasInit).toBe(false);
    expect(store.get(hostAtom).xworldApp).toBe(false);
  });

  it("records the host once known, and everything at ready", () => {
    const store = createStore();
    const context = { ...initialContext, runtime: "native" as const, isAudit: true, credentials, userInfo: { phone_number: "1" } };
    syncInitState(store, { status: "userInfo", context });
    expect(store.get(hostAtom)).toMatchObject({ xworldApp: true, isAudit: true });
    expect(store.get(sessionStatusAtom).hasInit).toBe(false);

    const ready: InitState = { status: "ready", context, hasLogin: true, error: null };
    syncInitState(store, ready);
    expect(store.get(sessionStatusAtom)).toEqual({ hasLogin: true, hasInit: true, initError: null });
    expect(store.get(credentialsAtom)).toEqual(credentials);
    expect(store.get(userInfoAtom)).toEqual({ phone_number: "1" });
  });

  it("keeps hydrated user info when the load failed, drops it when logged out", () => {
    const store = createStore();
    store.set(userInfoAtom, { phone_number: "cached" });
    const context = { ...initialContext, runtime: "web" as const, credentials };
    syncInitState(store, { status: "ready", context, hasLogin: true, error: "network" });
    expect(store.get(userInfoAtom)).toEqual({ phone_number: "cached" });
    expect(store.get(sessionStatusAtom).initError).toBe("network");

    syncInitState(store, { status: "ready", context: { ...context, credentials: null }, hasLogin: false, error: null });
    expect(store.get(userInfoAtom)).toBeNull();
    expect(store.get(credentialsAtom)).toBeNull();
  });
});
