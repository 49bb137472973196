import { createStore } from "jotai";
import { describe, expect, it, vi } from "vitest";
import { createApiContext } from "../api-context";
import { createMemoryStorage } from "../storage/adapter";
import { credentialsAtom, hostAtom } from "../stores/session";
import { startGuestCountry, startOpenAppConfig } from "./open-app-config";

const CONFIG = { user_secret_key: "fresh-key-0123456789", location_info: { country_code: "BR", country_by_ip: "BR" } };
const ENVIRONMENT = {
  adid: "ad-1",
  country: "VN",
  language: "vi",
  timezone: "Asia/Ho_Chi_Minh",
  version: "3.2.0",
  android_id: "a-1",
  did: "d-1",
  os: "android",
  model: "Pixel",
  bssid: "",
  client: "xworld",
  country_code: "VN",
  deeplink_offer_task_id: "",
  debug: false,
};
const SIGNED_IN = { userId: 7, secretKey: "old-key-0123456789", userName: "Mai", loginType: "login_v2" } as const;

describe("startOpenAppConfig", () => {
  it("asks with the player's id, environment and usage, then applies country and refreshed key", async () => {
    const store = createStore();
    const storage = createMemoryStorage();
    store.set(credentialsAtom, { ...SIGNED_IN });
    store.set(hostAtom, (host) => ({ ...host, appEnvironment: ENVIRONMENT }));
    const fetchConfig = vi.fn().mockResolvedValue(CONFIG);

    await expect(startOpenAppConfig({ store, storage, fetchConfig, usageStats: { launches: 1 } })).resolves.toEqual(
      CONFIG,
    );

    expect(fetchConfig).toHaveBeenCalledTimes(1);
    expect(fetchConfig).toHaveBeenCalledWith({
      user_id: 7,
      envContext: ENVIRONMENT,
      usage_stats: { launches: 1 },
    });
    expect(store.get(hostAtom).openAppCfg).toEqual(CONFIG);
    expect(createApiContext(store)().country).toBe("BR");
    expect(store.get(credentialsAtom)?.secretKey).toBe("fresh-key-0123456789");
    expect(storage.snapshot()).toMatchObject({ country_by_ip: "BR", user_secret_key: "fresh-key-0123456789" });
  });

  it("sends the page's own context where no host app describes the environment, and the host's where one does", async () => {
    const store = createStore();
    const storage = createMemoryStorage();
    store.set(credentialsAtom, { ...SIGNED_IN });
    const fetchConfig = vi.fn().mockResolvedValue(CONFIG);
    const pageContext = { client: "web", language: "en-US", timezone: "Asia/Bangkok" };
    await startOpenAppConfig({ store, storage, fetchConfig, pageContext });
    expect(fetchConfig).toHaveBeenLastCalledWith({ user_id: 7, envContext: pageContext });
    store.set(hostAtom, (host) => ({ ...host, appEnvironment: ENVIRONMENT }));
    await startOpenAppConfig({ store, storage, fetchConfig, pageContext });
    expect(fetchConfig).toHaveBeenLastCalledWith({ user_id: 7, envContext: ENVIRONMENT });
  });

  it("asks for a guest with user id 0 and has no key to refresh", async () => {
    const store = createStore();
    const storage = createMemoryStorage();
    const fetchConfig = vi.fn().mockResolvedValue(CONFIG);
    await startOpenAppConfig({ store, storage, fetchConfig });
    expect(fetchConfig).toHaveBeenCalledWith({ user_id: 0 });
    expect(store.get(credentialsAtom)).toBeNull();
    expect(storage.snapshot()).toEqual({ country_by_ip: "BR" });
  });

  it("tolerates a failed call: start goes on and nothing changes", async () => {
    const store = createStore();
    const storage = createMemoryStorage();
    store.set(credentialsAtom, { ...SIGNED_IN });
    const fetchConfig = vi.fn().mockRejectedValue(new Error("offline"));
    await expect(startOpenAppConfig({ store, storage, fetchConfig })).resolves.toBeNull();
    expect(store.get(hostAtom).openAppCfg).toBeNull();
    expect(store.get(credentialsAtom)?.secretKey).toBe(SIGNED_IN.secretKey);
    expect(storage.snapshot()).toEqual({});
  });

  it("keeps the key of a player who logged in while the call ran", async () => {
    const store = createStore();
    const storage = createMemoryStorage();
    const fetchConfig = vi.fn().mockImplementation(async () => {
      store.set(credentialsAtom, { ...SIGNED_IN, userId: 8 });
      return CONFIG;
    });
    await startOpenAppConfig({ store, storage, fetchConfig });
    expect(store.get(credentialsAtom)).toMatchObject({ userId: 8, secretKey: SIGNED_IN.secretKey });
  });
});

describe("startGuestCountry", () => {
  it("applies a guest's country by IP to the country header and remembers it", async () => {
    const store = createStore();
    const storage = createMemoryStorage();
    const answer = { country_code: "TH", country_by_ip: "TH" };
    await expect(startGuestCountry({ store, storage, fetchCountry: async () => answer })).resolves.toEqual(answer);
    expect(createApiContext(store)().country).toBe("TH");
    expect(storage.getItem("country_by_ip")).toBe("TH");
  });

  it("leaves an open-app config that arrived first alone, and tolerates a failure", async () => {
    const store = createStore();
    const storage = createMemoryStorage();
    store.set(hostAtom, (host) => ({ ...host, openAppCfg: CONFIG }));
    await startGuestCountry({ store, storage, fetchCountry: async () => ({ country_code: "TH", country_by_ip: "TH" }) });
    expect(createApiContext(store)().country).toBe("BR");

    const fresh = createStore();
    await expect(startGuestCountry({ store: fresh, storage, fetchCountry: () => Promise.reject(new Error("offline")) })).resolves.toBeNull();
    expect(fresh.get(hostAtom).openAppCfg).toBeFalsy();
  });
});
