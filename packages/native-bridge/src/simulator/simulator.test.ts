import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBridge } from "../bridge";
import { BridgeError } from "../errors";
import { CAPABILITIES_GLOBAL } from "../host";
import {
  SIMULATOR_GLOBAL,
  SIMULATOR_STATE_KEY,
  SIMULATOR_STORAGE_KEY,
  installBridgeSimulator,
  installBridgeSimulatorFromPage,
  type BridgeSimulator,
} from "./index";

let simulator: BridgeSimulator | null = null;

function install(...args: Parameters<typeof installBridgeSimulator>) {
  simulator = installBridgeSimulator(...args);
  return simulator;
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(() => {
  simulator?.uninstall();
  simulator = null;
  window.history.replaceState(null, "", "/");
  vi.useRealTimers();
});

describe("installBridgeSimulator", () => {
  it("installs the globals a real Android host injects, and removes them again", () => {
    const sim = install();
    const slots = window as unknown as Record<string, unknown>;
    expect(typeof (slots.xworld as { call?: unknown }).call).toBe("function");
    expect(slots[CAPABILITIES_GLOBAL]).toContain("checkFinger");
    expect(slots[SIMULATOR_GLOBAL]).toBe(sim);
    const bridge = createBridge();
    expect(bridge.isAvailable()).toBe(true);
    sim.uninstall();
    simulator = null;
    expect(bridge.isAvailable()).toBe(false);
    expect(slots[SIMULATOR_GLOBAL]).toBeUndefined();
  });

  it("can play an iOS host instead", async () => {
    install({ os: "ios", version: "3.2.0" });
    const bridge = createBridge();
    expect(await bridge.getAppInfo()).toMatchObject({ version: "3.2.0", os: "ios" });
  });

  it("answers getAppInfo and environment with the configured version and audit flag", async () => {
    const sim = install({ version: "3.1.192", audit: true, environment: { country_code: "BR" } });
    const bridge = createBridge();
    expect(await bridge.getAppInfo()).toMatchObject({ version: "3.1.192", audit: true, app_name: "xworld" });
    const environment = await bridge.environment();
    expect(environment).toMatchObject({ version: "3.1.192", country_code: "BR", os: "android" });
    sim.setAppVersion("3.0.5");
    sim.setAudit(false);
    expect(await bridge.getAppInfo()).toMatchObject({ version: "3.0.5", audit: false });
    expect((await bridge.environment()).version).toBe("3.0.5");
  });

  it("records every call with its params", async () => {
    const sim = install();
    const bridge = createBridge();
    await bridge.share({ text: "join me", url: "https://example.test/r/1" });
    await bridge.close();
    expect(sim.calls.map((call) => call.method)).toEqual(["share", "close"]);
    expect(sim.callsTo("share")[0]?.params).toEqual({ text: "join me", url: "https://example.test/r/1" });
    expect(sim.closed).toBe(true);
  });

  it("remembers opened pages", async () => {
    const sim = install();
    const bridge = createBridge();
    await bridge.openWebView({ url: "https://example.test/a" });
    await bridge.openMiniGame({ url: "https://example.test/game", orientation: 1 });
    expect(sim.opened).toEqual([
      { method: "openWebView", url: "https://example.test/a" },
      { method: "openMiniGame", url: "https://example.test/game" },
    ]);
  });
});

describe("login state", () => {
  it("appLogin answers user 0 while the host is logged out, then the host user", async () => {
    const sim = install();
    const bridge = createBridge();
    expect(await bridge.appLogin()).toMatchObject({ user_id: 0, user_secret_key: "" });
    sim.setUser(1001, "key-1001", "ann");
    expect(await bridge.appLogin()).toEqual({ user_id: 1001, user_secret_key: "key-1001", username: "ann", login_type: "login_v2" });
  });

  it("webLogin and webLogout change the host's user, which survives a reload", async () => {
    install({ userId: 5 });
    const bridge = createBridge();
    expect((await bridge.appLogin()).user_id).toBe(5);
    await bridge.webLogin({ user_id: 77, user_secret_key: "k77", username: "bo", login_type: "login_v2" });
    expect((await bridge.appLogin()).user_id).toBe(77);

    // a page load installs a fresh simulator: the host still knows the user
    simulator?.uninstall();
    install({ userId: 5 });
    expect((await createBridge().appLogin()).user_id).toBe(77);

    await bridge.webLogout();
    expect((await bridge.appLogin()).user_id).toBe(0);
    expect(JSON.parse(window.sessionStorage.getItem(SIMULATOR_STATE_KEY) ?? "{}").user).toBeNull();
  });

  it("resume() lets the page notice the app came back", () => {
    const sim = install();
    const seen = vi.fn();
    document.addEventListener("visibilitychange", seen);
    sim.resume();
    document.removeEventListener("visibilitychange", seen);
    expect(seen).toHaveBeenCalledOnce();
  });

  it("openDeepLink() opens a page link's page in the current language, and nothing else", () => {
    const assign = vi.fn();
    const fakeWindow = Object.create(window) as Window;
    Object.defineProperty(fakeWindow, "location", { value: { pathname: "/en-US/wallet", search: "", assign } });
    const sim = install({}, fakeWindow);
    expect(sim.openDeepLink("xworld://open?jump_page=%2Fmarket%2Fdetail%3Fid%3D17")).toBe(true);
    expect(assign).toHaveBeenCalledWith("/en-US/market/detail?id=17");
    expect(sim.opened).toEqual([{ method: "openWebView", url: "/market/detail?id=17" }]);
    expect(sim.openDeepLink("xworld://open?jump_page=https%3A%2F%2Fevil.example")).toBe(false);
    expect(sim.openDeepLink("xworld://pay?mch_id=1&order_id=2&app_name=x")).toBe(false);
    expect(assign).toHaveBeenCalledOnce();
  });
});

describe("local data, payment, fingerprint", () => {
  it("stores and returns user local data", async () => {
    install();
    const bridge = createBridge();
    expect(await bridge.getUserLocalData({ key: "pwd" })).toEqual({ value: null });
    await bridge.saveUserLocalData({ key: "pwd", value: "secret" });
    expect(await bridge.getUserLocalData({ key: "pwd" })).toEqual({ value: "secret" });
  });

  it("plays successful payments", async () => {
    install();
    const bridge = createBridge();
    expect(await bridge.showPayDialog({ order_id: "o1", amount: "10", currency: "VND" })).toEqual({ status: "success", order_id: "o1" });
    expect(await bridge.startXWorldPay({ mch_id: "m", order_id: "o2", app_name: "xworld" })).toMatchObject({ status: "success" });
  });

  it("binds and reads a fingerprint reference", async () => {
    install();
    const bridge = createBridge();
    expect(await bridge.checkFinger()).toMatchObject({ code: 0, support_finger: 0 });
    await bridge.loadFinger({ finger_save_data: "ref-1" });
    expect(await bridge.checkFingerSavedData()).toMatchObject({ code: 0, finger_save_data: "ref-1" });
  });
});

describe("switching answers at run time", () => {
  it("set() replaces an answer, unset() restores it", async () => {
    const sim = install();
    const bridge = createBridge();
    sim.set("checkFinger", { ret: 0, params: { code: 0, support_finger: 11 } });
    expect(await bridge.checkFinger()).toMatchObject({ support_finger: 11 });
    sim.set("checkVpn", (params) => ({ ret: 3, msg: `no vpn check (${Object.keys(params).length})` }));
    await expect(bridge.checkVpn()).rejects.toMatchObject({ kind: "failed", code: 3, message: "no vpn check (0)" });
    sim.unset("checkFinger");
    expect(await bridge.checkFinger()).toMatchObject({ support_finger: 0 });
  });

  it("a 'no-reply' answer makes the call time out", async () => {
    vi.useFakeTimers();
    const sim = install();
    sim.set("checkShms", "no-reply");
    const bridge = createBridge();
    const result = bridge.checkShms({}, { timeoutMs: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toMatchObject({ kind: "timeout" });
    expect(sim.callsTo("checkShms")).toHaveLength(1);
  });

  it("unsupported methods leave the capability list and reject as not supported", async () => {
    const sim = install({ unsupported: ["openAd"] });
    const bridge = createBridge();
    expect(bridge.supports("openAd")).toBe(false);
    await expect(bridge.openAd({ placement: "x" })).rejects.toMatchObject({ kind: "not_supported" });
    sim.setUnsupported(["share"]);
    expect(bridge.supports("openAd")).toBe(true);
    expect(bridge.supports("share")).toBe(false);
    expect(sim.callsTo("openAd")).toHaveLength(0);
  });

  it("without an injected list, the bridge learns unsupported methods from getAppInfo", async () => {
    const sim = install({ injectCapabilities: false, unsupported: ["checkVpn"] });
    const bridge = createBridge();
    const error = await bridge.checkVpn().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeError);
    expect((error as BridgeError).kind).toBe("not_supported");
    expect(sim.calls.map((call) => call.method)).toEqual(["getAppInfo"]);
  });

  it("reset() forgets calls, overrides and the host user", async () => {
    const sim = install({ userId: 3 });
    const bridge = createBridge();
    sim.set("appLogin", { ret: 1002, msg: "cancelled" });
    await expect(bridge.appLogin()).rejects.toMatchObject({ kind: "rejected" });
    sim.setUser(9);
    sim.reset();
    expect(sim.calls).toHaveLength(0);
    expect((await bridge.appLogin()).user_id).toBe(3);
  });
});

describe("installBridgeSimulatorFromPage", () => {
  it("does nothing when the page does not ask for it", () => {
    expect(installBridgeSimulatorFromPage(window)).toBeNull();
    expect(createBridge().isAvailable()).toBe(false);
  });

  it("reads the URL query shorthands", async () => {
    window.history.replaceState(null, "", "/vi-VN/pvp?bridgeSimVersion=3.0.5&bridgeSimUser=42&bridgeSimAudit=1&bridgeSimUnsupported=share,checkFinger");
    simulator = installBridgeSimulatorFromPage(window);
    expect(simulator).not.toBeNull();
    const bridge = createBridge();
    expect(await bridge.getAppInfo()).toMatchObject({ version: "3.0.5", audit: true });
    expect((await bridge.appLogin()).user_id).toBe(42);
    expect(bridge.supports("share")).toBe(false);
    expect(bridge.supports("checkFinger")).toBe(false);
  });

  it("reads a JSON config from localStorage, with canned replies", async () => {
    window.localStorage.setItem(
      SIMULATOR_STORAGE_KEY,
      JSON.stringify({ version: "3.1.105", replies: { checkFinger: { ret: 0, params: { code: 0, support_finger: 14 } } } }),
    );
    simulator = installBridgeSimulatorFromPage(window);
    const bridge = createBridge();
    expect((await bridge.getAppInfo()).version).toBe("3.1.105");
    expect(await bridge.checkFinger()).toMatchObject({ support_finger: 14 });
  });
});
