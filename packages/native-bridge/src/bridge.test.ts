import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CALLBACK_PREFIX, CALLBACK_RANGE, DEFAULT_TIMEOUT_MS, createBridge } from "./bridge";
import { BridgeError, isNotSupportedError } from "./errors";
import { CAPABILITIES_GLOBAL, type IosMessage } from "./host";
import { BRIDGE_METHODS } from "./methods";

type Slots = Record<string, unknown>;
interface Posted {
  method: string;
  params: unknown;
  callback: string;
}

/** A hand-written Android host: records what it is sent; the test decides when and what it answers. */
function installAndroidHost() {
  const posted: Posted[] = [];
  (window as unknown as Slots).xworld = {
    call(method: string, paramsJson: string, callback: string) {
      posted.push({ method, params: JSON.parse(paramsJson), callback });
    },
  };
  const answer = (index: number, reply: unknown) => {
    const callback = posted[index]?.callback ?? "";
    const fn = (window as unknown as Slots)[callback];
    if (typeof fn !== "function") throw new Error(`no callback ${callback}`);
    fn(reply);
  };
  return { posted, answer };
}

function cleanWindow() {
  const slots = window as unknown as Slots;
  for (const key of Object.keys(slots)) {
    if (key.startsWith(CALLBACK_PREFIX)) delete slots[key];
  }
  delete slots.xworld;
  delete slots.webkit;
  delete slots[CAPABILITIES_GLOBAL];
}

beforeEach(cleanWindow);
afterEach(() => {
  vi.useRealTimers();
  cleanWindow();
});

describe("without a host app", () => {
  it("is not available and rejects every call as unavailable", async () => {
    const bridge = createBridge();
    expect(bridge.isAvailable()).toBe(false);
    expect(bridge.supports("share")).toBe(false);
    const error = await bridge.share({ text: "hi" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeError);
    expect((error as BridgeError).kind).toBe("unavailable");
    expect(isNotSupportedError(error)).toBe(true);
  });

  it("is not available on the server (no window)", async () => {
    const bridge = createBridge({ getWindow: () => undefined });
    expect(bridge.isAvailable()).toBe(false);
    await expect(bridge.getAppInfo()).rejects.toMatchObject({ kind: "unavailable" });
  });
});

describe("calls over the Android interface", () => {
  it("sends method, JSON params and a callback name, and resolves with params on ret 0", async () => {
    const host = installAndroidHost();
    (window as unknown as Slots)[CAPABILITIES_GLOBAL] = [...BRIDGE_METHODS];
    const bridge = createBridge();
    const result = bridge.getUserLocalData({ key: "wallet" });
    await vi.waitFor(() => expect(host.posted).toHaveLength(1));
    expect(host.posted[0]).toMatchObject({ method: "getUserLocalData", params: { key: "wallet" } });
    expect(host.posted[0]?.callback).toMatch(new RegExp(`^${CALLBACK_PREFIX}\\d+$`));
    host.answer(0, JSON.stringify({ ret: 0, params: { value: "abc" }, msg: "" }));
    await expect(result).resolves.toEqual({ value: "abc" });
    // the callback is removed once answered
    expect((window as unknown as Slots)[host.posted[0]?.callback ?? ""]).toBeUndefined();
  });

  it("rejects ret 1002 with the full reply", async () => {
    const host = installAndroidHost();
    (window as unknown as Slots)[CAPABILITIES_GLOBAL] = [...BRIDGE_METHODS];
    const bridge = createBridge();
    const result = bridge.appLogin().catch((e: unknown) => e);
    await vi.waitFor(() => expect(host.posted).toHaveLength(1));
    const reply = { ret: 1002, params: { reason: "cancel" }, msg: "user cancelled" };
    host.answer(0, reply);
    const error = (await result) as BridgeError;
    expect(error.kind).toBe("rejected");
    expect(error.code).toBe(1002);
    expect(error.reply).toEqual(reply);
  });

  it("rejects another non-zero ret with its message and code", async () => {
    const host = installAndroidHost();
    (window as unknown as Slots)[CAPABILITIES_GLOBAL] = [...BRIDGE_METHODS];
    const bridge = createBridge();
    const result = bridge.checkVpn().catch((e: unknown) => e);
    await vi.waitFor(() => expect(host.posted).toHaveLength(1));
    host.answer(0, { ret: "7", msg: "vpn service down" });
    const error = (await result) as BridgeError;
    expect(error).toBeInstanceOf(BridgeError);
    expect(error.kind).toBe("failed");
    expect(error.code).toBe(7);
    expect(error.message).toBe("vpn service down");
  });

  it("rejects an unreadable answer", async () => {
    const host = installAndroidHost();
    (window as unknown as Slots)[CAPABILITIES_GLOBAL] = [...BRIDGE_METHODS];
    const bridge = createBridge();
    const result = bridge.checkVpn().catch((e: unknown) => e);
    await vi.waitFor(() => expect(host.posted).toHaveLength(1));
    host.answer(0, "not json");
    await expect(result).resolves.toMatchObject({ kind: "bad_reply" });
  });

  it("times out a call the host never answers and frees its callback", async () => {
    vi.useFakeTimers();
    const host = installAndroidHost();
    (window as unknown as Slots)[CAPABILITIES_GLOBAL] = [...BRIDGE_METHODS];
    const bridge = createBridge();
    const result = bridge.checkVpn().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(host.posted).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    expect(await result).toMatchObject({ kind: "timeout", method: "checkVpn" });
    expect((window as unknown as Slots)[host.posted[0]?.callback ?? ""]).toBeUndefined();
  });

  it("honours a per-call time-out", async () => {
    vi.useFakeTimers();
    installAndroidHost();
    (window as unknown as Slots)[CAPABILITIES_GLOBAL] = [...BRIDGE_METHODS];
    const bridge = createBridge();
    let settled: unknown = null;
    void bridge.environment({}, { timeoutMs: 500 }).catch((e: unknown) => (settled = e));
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ kind: "timeout" });
  });

  it("gives pending calls distinct callback names even when the random source repeats", async () => {
    const host = installAndroidHost();
    (window as unknown as Slots)[CAPABILITIES_GLOBAL] = [...BRIDGE_METHODS];
    const bridge = createBridge({ random: () => 0.4242 });
    void bridge.checkVpn();
    void bridge.checkShms();
    void bridge.getAccountJson();
    await vi.waitFor(() => expect(host.posted).toHaveLength(3));
    const names = host.posted.map((p) => p.callback);
    expect(new Set(names).size).toBe(3);
    for (const name of names) {
      const n = Number(name.slice(CALLBACK_PREFIX.length));
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(CALLBACK_RANGE);
    }
    expect(names[0]).toBe(`${CALLBACK_PREFIX}4242`);
  });

  it("posts close and back without waiting for an answer", async () => {
    const host = installAndroidHost();
    (window as unknown as Slots)[CAPABILITIES_GLOBAL] = [...BRIDGE_METHODS];
    const bridge = createBridge();
    await expect(bridge.close()).resolves.toBeUndefined();
    await expect(bridge.back()).resolves.toBeUndefined();
    expect(host.posted.map((p) => p.method)).toEqual(["close", "back"]);
  });

  it("reads the environment into a complete AppEnvironment", async () => {
    const host = installAndroidHost();
    (window as unknown as Slots)[CAPABILITIES_GLOBAL] = [...BRIDGE_METHODS];
    const bridge = createBridge();
    const result = bridge.environment();
    await vi.waitFor(() => expect(host.posted).toHaveLength(1));
    host.answer(0, { ret: 0, params: { version: "3.1.105", country_code: "VN", debug: 1, deeplink_offer_task_id: 17 } });
    expect(await result).toEqual({
      adid: "",
      country: "",
      language: "",
      timezone: "",
      version: "3.1.105",
      android_id: "",
      did: "",
      os: "",
      model: "",
      bssid: "",
      client: "",
      country_code: "VN",
      deeplink_offer_task_id: "17",
      debug: true,
    });
  });
});

describe("calls over the iOS message handler", () => {
  it("posts { method, params, callback } and accepts an object answer", async () => {
    const messages: IosMessage[] = [];
    (window as unknown as Slots).webkit = { messageHandlers: { xworld: { postMessage: (m: IosMessage) => messages.push(m) } } };
    (window as unknown as Slots)[CAPABILITIES_GLOBAL] = [...BRIDGE_METHODS];
    const bridge = createBridge();
    expect(bridge.isAvailable()).toBe(true);
    const result = bridge.signMessage({ message: "hello" });
    await vi.waitFor(() => expect(messages).toHaveLength(1));
    expect(messages[0]).toMatchObject({ method: "signMessage", params: { message: "hello" } });
    const fn = (window as unknown as Slots)[messages[0]?.callback ?? ""] as (reply: unknown) => void;
    fn({ ret: 0, params: { signature: "0xabc" }, msg: "" });
    await expect(result).resolves.toEqual({ signature: "0xabc" });
  });
});

describe("capabilities", () => {
  it("uses the injected list: an unlisted method rejects as not supported without reaching the host", async () => {
    const host = installAndroidHost();
    (window as unknown as Slots)[CAPABILITIES_GLOBAL] = ["getAppInfo", "share"];
    const bridge = createBridge();
    expect(bridge.supports("share")).toBe(true);
    expect(bridge.supports("checkFinger")).toBe(false);
    const error = await bridge.checkFinger().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "not_supported", method: "checkFinger" });
    expect(host.posted).toHaveLength(0);
  });

  it("asks getAppInfo for the list when none was injected, once", async () => {
    const host = installAndroidHost();
    const bridge = createBridge();
    expect(bridge.supports("openAd")).toBe(true); // unknown yet: assumes the host has it
    const first = bridge.openAd({ placement: "home" }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(host.posted).toHaveLength(1));
    expect(host.posted[0]?.method).toBe("getAppInfo");
    host.answer(0, { ret: 0, params: { version: "3.1.0", os: "android", methods: ["getAppInfo", "share"] } });
    expect(await first).toMatchObject({ kind: "not_supported" });
    expect(bridge.supports("openAd")).toBe(false);
    expect(bridge.supports("share")).toBe(true);

    const shared = bridge.share({ text: "hi" });
    await vi.waitFor(() => expect(host.posted).toHaveLength(2));
    expect(host.posted[1]?.method).toBe("share");
    host.answer(1, { ret: 0, params: {} });
    await expect(shared).resolves.toEqual({});
  });

  it("calls on when the host lists no methods", async () => {
    const host = installAndroidHost();
    const bridge = createBridge();
    const result = bridge.checkVpn();
    await vi.waitFor(() => expect(host.posted).toHaveLength(1));
    host.answer(0, { ret: 0, params: { version: "2.0.0", os: "android" } });
    await vi.waitFor(() => expect(host.posted).toHaveLength(2));
    host.answer(1, { ret: 0, params: { vpn: true } });
    await expect(result).resolves.toEqual({ vpn: true });
    expect(bridge.supports("checkVpn")).toBe(true);
  });

  it("never throws synchronously, even when the host interface throws", async () => {
    (window as unknown as Slots).xworld = {
      call() {
        throw new Error("boom");
      },
    };
    (window as unknown as Slots)[CAPABILITIES_GLOBAL] = [...BRIDGE_METHODS];
    const bridge = createBridge();
    let promise: Promise<unknown> | undefined;
    expect(() => {
      promise = bridge.checkVpn();
    }).not.toThrow();
    await expect(promise).rejects.toMatchObject({ kind: "failed" });
  });

  it("offers a typed function for every spec method", () => {
    const bridge = createBridge();
    for (const method of BRIDGE_METHODS) {
      expect(typeof bridge[method]).toBe("function");
    }
    expect(BRIDGE_METHODS).toHaveLength(39);
  });
});
