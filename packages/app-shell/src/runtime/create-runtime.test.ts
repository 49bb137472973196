import { userEndpoints } from "@repo/api-client/endpoints/user";
import { createQueryClient } from "@repo/api-client/react/query-client";
import { credentialsAtom } from "@repo/session/stores/session";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RuntimeConfig } from "../runtime-config";
import { createClientRuntime, type RuntimeNavigation } from "./create-runtime";

const config: RuntimeConfig = {
  apiOrigin: "http://api.test",
  serviceHosts: {},
  analyticsEndpoint: "http://api.test/collect",
  analyticsProject: "xworld",
  tagManager: null,
  telegramBotName: "bot",
  redirectAllowedHosts: [],
  cookieDomain: null,
  storeHost: "store.test",
  bridgeSimulatorScript: null,
};

function envelope(code: number, data: unknown = null) {
  return new Response(JSON.stringify({ code, msg: code === 0 ? "ok" : "login expired", data }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });
}

function setup() {
  const navigation: RuntimeNavigation = { router: { push: vi.fn(), replace: vi.fn() }, locale: "vi-VN" };
  const runtime = createClientRuntime({ brand: "xworld", config, navigation, nativeHomeScheme: "xworld://home" });
  return { runtime, navigation };
}

const player = { userId: 42, secretKey: "k", userName: "neo", loginType: "login_v2" as const };

describe("client runtime", () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/vi-VN/user/orders");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("signs the player out everywhere when the API says 1004 (the route guard decides about login)", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => envelope(1004)));
    const { runtime, navigation } = setup();
    localStorage.setItem("user_id", "42");
    localStorage.setItem("user_secret_key", "k");
    runtime.store.set(credentialsAtom, player);

    await expect(runtime.api.call(userEndpoints.getUserInfo, { version: "1", time: 1 })).rejects.toMatchObject({ kind: "business", code: 1004 });

    expect(runtime.store.get(credentialsAtom)).toBeNull();
    expect(localStorage.getItem("user_id")).toBeNull();
    expect(localStorage.getItem("user_secret_key")).toBeNull();
    expect(navigation.router.replace).not.toHaveBeenCalled();
  });

  it("sends 1010 to login with verify and 1012 to bind-phone, each with the way back", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => envelope(1010)));
    const { runtime, navigation } = setup();
    await expect(runtime.api.call(userEndpoints.appGlobalConfig, {})).rejects.toMatchObject({ code: 1010 });
    expect(navigation.router.replace).toHaveBeenLastCalledWith("/vi-VN/user/login?verify=true&backUrl=%2Fvi-VN%2Fuser%2Forders");
    vi.stubGlobal("fetch", vi.fn(async () => envelope(1012)));
    await expect(runtime.api.call(userEndpoints.appGlobalConfig, {})).rejects.toMatchObject({ code: 1012 });
    expect(navigation.router.replace).toHaveBeenLastCalledWith("/vi-VN/user/bind-phone?backUrl=%2Fvi-VN%2Fuser%2Forders");
  });

  it("sends the current player's id and key with every call", async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => envelope(0, { banners: [], announcements: [], feature_flags: { feedback_v2: false } }));
    vi.stubGlobal("fetch", fetch);
    const { runtime } = setup();
    runtime.store.set(credentialsAtom, player);
    await runtime.api.call(userEndpoints.appGlobalConfig, {});
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.headers.get("User-Id")).toBe("42");
    expect(request.headers.get("User-Secret-Key")).toBe("k");
    expect(request.headers.get("Language")).toBe("vi-VN");
  });

  it("makes no query client until a hook asks for one, and changes of player touch nothing then", () => {
    const { runtime } = setup();
    runtime.store.set(credentialsAtom, player);
    runtime.store.set(credentialsAtom, { ...player, userId: 43 });
    expect(runtime.queries.current).toBeNull();
  });

  it("drops cached data when the player logs out or another player logs in", async () => {
    const { runtime } = setup();
    const queryClient = runtime.queries.ensure(createQueryClient);
    runtime.store.set(credentialsAtom, player);
    queryClient.setQueryData(["wallet"], { total: "100" });
    runtime.store.set(credentialsAtom, { ...player, userId: 43 });
    await vi.waitFor(() => expect(queryClient.getQueryData(["wallet"])).toBeUndefined());
  });

  it("keeps what a signed-out visitor saw on screen when they log in, but marks it for refreshing", () => {
    const { runtime } = setup();
    const queryClient = runtime.queries.ensure(createQueryClient);
    queryClient.setQueryData(["home"], { banners: [] });
    runtime.store.set(credentialsAtom, player);
    expect(queryClient.getQueryData(["home"])).toEqual({ banners: [] });
    expect(queryClient.getQueryState(["home"])?.isInvalidated).toBe(true);
  });

  it("does not read again what the server read for the very player whose stored login arrives", () => {
    const { runtime } = setup();
    const queryClient = runtime.queries.ensure(createQueryClient);
    const serverRead = (key: string, answeredFor: number) => queryClient.getQueryCache().build(queryClient, { queryKey: [key], initialData: { key }, meta: { answeredFor } });
    serverRead("own", player.userId);
    serverRead("other", player.userId + 1);
    runtime.store.set(credentialsAtom, player);
    expect(queryClient.getQueryState(["own"])?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(["other"])?.isInvalidated).toBe(true);
  });

  it("keeps the referral and UTM parameters of the landing page", async () => {
    window.history.replaceState(null, "", "/vi-VN/task/details?taskId=1&m=fb&c=summer&utm_source=fb&utm_medium=cpc&utm_campaign=s1");
    const { runtime } = setup();
    expect(localStorage.getItem("utm_source")).toBeTruthy();
    runtime.analytics?.collector.track("click");
    const loaded = await runtime.analytics?.load();
    expect(loaded?.collector.track("click")).toMatchObject({ utm_source: "fb", utm_medium: "cpc", utm_campaign: "s1" });
    // The click tracked before the analytics loaded is queued too.
    expect(loaded?.collector.stats()).toMatchObject({ queued: 2 });
  });

  it("queues an api_perf event for each call", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => envelope(0, { banners: [], announcements: [], feature_flags: { feedback_v2: false } })));
    const { runtime } = setup();
    await runtime.api.call(userEndpoints.appGlobalConfig, {});
    const loaded = await runtime.analytics?.load();
    expect(loaded?.collector.stats()).toMatchObject({ queued: 1 });
  });
});
