import { buildHeaders } from "@repo/api-client/headers";
import type { AppEnvironment } from "@repo/native-bridge/types";
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { createApiContext } from "./api-context";
import { languageAtom } from "./stores/common";
import { credentialsAtom, hostAtom, lbSessionIdAtom, userInfoAtom } from "./stores/session";

const environment = { did: "did-1", adid: "ad-1", android_id: "and-1", country_code: "TH" } as AppEnvironment;

describe("createApiContext", () => {
  it("gives a logged-out context by default", () => {
    const store = createStore();
    expect(createApiContext(store)()).toEqual({
      userId: 0,
      secretKey: null,
      language: "vi-VN",
      country: null,
      userLogin: null,
      deviceId: null,
      adId: null,
      androidId: null,
      lbSession: store.get(lbSessionIdAtom),
    });
  });

  it("reads the current user, language, host ids and LB session on every call", () => {
    const store = createStore();
    const context = createApiContext(store);
    store.set(credentialsAtom, { userId: 7, secretKey: "s", userName: "", loginType: "login_v2" });
    store.set(languageAtom, "th-TH");
    store.set(hostAtom, { ...store.get(hostAtom), appEnvironment: environment, fp: "fp-1" });
    expect(context()).toMatchObject({
      userId: 7,
      secretKey: "s",
      language: "th-TH",
      country: "TH",
      userLogin: "login_v2",
      deviceId: "did-1",
      adId: "ad-1",
      androidId: "and-1",
    });
  });

  it.each<[string, { user?: string; config?: string; host?: string }, string | null]>([
    ["user info wins", { user: "VN", config: "PH", host: "TH" }, "VN"],
    ["then the open-app config", { config: "PH", host: "TH" }, "PH"],
    ["then the host", { host: "TH" }, "TH"],
    ["else none (api-client uses the language)", {}, null],
  ])("country: %s", (_label, sources, expected) => {
    const store = createStore();
    if (sources.user) store.set(userInfoAtom, { country_code: sources.user });
    store.set(hostAtom, {
      ...store.get(hostAtom),
      openAppCfg: sources.config ? { location_info: { country_code: sources.config } } : null,
      appEnvironment: sources.host ? ({ country_code: sources.host } as AppEnvironment) : null,
    });
    expect(createApiContext(store)().country).toBe(expected);
  });

  it("uses the web fingerprint as device id outside the app", () => {
    const store = createStore();
    store.set(hostAtom, { ...store.get(hostAtom), fp: "visitor-9" });
    expect(createApiContext(store)().deviceId).toBe("visitor-9");
  });

  it("produces the headers api-client sends (LB-Session only to lucky bear)", () => {
    const store = createStore();
    store.set(credentialsAtom, { userId: 7, secretKey: "s", userName: "", loginType: "login_v2" });
    const context = createApiContext(store)();
    expect(buildHeaders("wallet", context)).toMatchObject({ "User-Id": "7", "User-Secret-Key": "s", Language: "vi-VN" });
    expect(buildHeaders("lucky-bear", context)["LB-Session"]).toBe(store.get(lbSessionIdAtom));
    expect(buildHeaders("wallet", context)["LB-Session"]).toBeUndefined();
  });
});
