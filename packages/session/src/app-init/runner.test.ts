import { BusinessError, HttpError, NetworkError, TimeoutError, type ApiRequestInfo } from "@repo/api-client/errors";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Credentials, UserInfo } from "../types";
import type { InitState, NativeCheckResult } from "./machine";
import { classifyUserInfoError, createAppInit, type AppInitEffects } from "./runner";

const request: ApiRequestInfo = { service: "user", method: "POST", path: "/user/get_user_info", url: "http://x/user/get_user_info" };
const stored: Credentials = { userId: 5, secretKey: "k", userName: "A", loginType: "login_v2" };
const host: Credentials = { userId: 9, secretKey: "h", userName: "B", loginType: "login_v2" };
const info: UserInfo = { phone_number: "+84900", momo_account_list: [], userId: 5 };

function effects(overrides: Partial<AppInitEffects> = {}) {
  const states: InitState[] = [];
  const base = {
    initialLogin: vi.fn<AppInitEffects["initialLogin"]>(() => stored),
    checkNativeApp: vi.fn<AppInitEffects["checkNativeApp"]>(async () => null),
    loadUserInfo: vi.fn<AppInitEffects["loadUserInfo"]>(async () => info),
    storeLogin: vi.fn<AppInitEffects["storeLogin"]>(),
    clearLogin: vi.fn<AppInitEffects["clearLogin"]>(),
    saveHostInfo: vi.fn<NonNullable<AppInitEffects["saveHostInfo"]>>(),
    onState: (state: InitState) => states.push(state),
    ...overrides,
  };
  return { ...base, states };
}

describe("classifyUserInfoError", () => {
  it.each([
    [new BusinessError(request, 1004, "expired"), "session-expired"],
    [new BusinessError(request, 1010, "verify"), "unknown"],
    [new NetworkError(request, new TypeError("offline")), "network"],
    [new TimeoutError(request, 15000), "network"],
    [new HttpError(request, 502, "bad gateway"), "unknown"],
    [new Error("boom"), "unknown"],
  ])("%s → %s", (error, expected) => {
    expect(classifyUserInfoError(error)).toBe(expected);
  });
});

describe("createAppInit", () => {
  it("web with a stored login: checks, loads user info, ends ready and logged in", async () => {
    const fx = effects();
    const ready = await createAppInit(fx).start();
    expect(fx.states.map((state) => state.status)).toEqual(["nativeCheck", "userInfo", "ready"]);
    expect(ready).toMatchObject({ status: "ready", hasLogin: true, error: null, context: { userInfo: info, runtime: "web" } });
    expect(fx.loadUserInfo).toHaveBeenCalledWith(stored);
  });

  it("start twice runs once", async () => {
    const fx = effects();
    const init = createAppInit(fx);
    const [a, b] = await Promise.all([init.start(), init.start()]);
    expect(a).toBe(b);
    expect(fx.checkNativeApp).toHaveBeenCalledOnce();
  });

  it("1004 on user info clears the login and ends logged out", async () => {
    const fx = effects({ loadUserInfo: vi.fn(async () => Promise.reject(new BusinessError(request, 1004, "expired"))) });
    const ready = await createAppInit(fx).start();
    expect(ready).toMatchObject({ hasLogin: false, error: null });
    expect(fx.clearLogin).toHaveBeenCalledOnce();
  });

  it("a network failure ends ready with an error; retry loads again", async () => {
    const loadUserInfo = vi
      .fn<AppInitEffects["loadUserInfo"]>()
      .mockRejectedValueOnce(new NetworkError(request, new TypeError("offline")))
      .mockResolvedValueOnce(info);
    const fx = effects({ loadUserInfo });
    const init = createAppInit(fx);
    expect(await init.start()).toMatchObject({ hasLogin: true, error: "network" });
    expect(fx.clearLogin).not.toHaveBeenCalled();
    expect(await init.retry()).toMatchObject({ status: "ready", error: null, context: { userInfo: info } });
    expect(loadUserInfo).toHaveBeenCalledTimes(2);
  });

  it("retry without an error changes nothing", async () => {
    const fx = effects();
    const init = createAppInit(fx);
    const ready = await init.start();
    expect(await init.retry()).toBe(ready);
    expect(fx.loadUserInfo).toHaveBeenCalledOnce();
  });

  it("native app: stores the host's login, saves host info, forces audit on 3.1.192", async () => {
    const result: NativeCheckResult = { login: host, environment: null, appVersion: "3.1.192", audit: false };
    const fx = effects({ checkNativeApp: vi.fn(async () => result) });
    const ready = await createAppInit(fx).start();
    expect(fx.saveHostInfo).toHaveBeenCalledWith({ type: "saveHostInfo", appVersion: "3.1.192", environment: null });
    expect(fx.storeLogin).toHaveBeenCalledWith(host);
    expect(fx.loadUserInfo).toHaveBeenCalledWith(host);
    expect(ready).toMatchObject({ hasLogin: true, context: { runtime: "native", isAudit: true } });
  });

  it("a failing native check continues as web", async () => {
    const fx = effects({ checkNativeApp: vi.fn(async () => Promise.reject(new Error("bridge broke"))) });
    expect(await createAppInit(fx).start()).toMatchObject({ hasLogin: true, context: { runtime: "web" } });
  });

  it("a failing initial login (Telegram) starts logged out", async () => {
    const fx = effects({ initialLogin: vi.fn(async () => Promise.reject(new Error("tg login failed"))) });
    expect(await createAppInit(fx).start()).toMatchObject({ hasLogin: false });
    expect(fx.loadUserInfo).not.toHaveBeenCalled();
  });

  it("a failing login write does not stall start", async () => {
    const result: NativeCheckResult = { login: host, environment: null, appVersion: "3.2.0", audit: false };
    const fx = effects({
      checkNativeApp: vi.fn(async () => result),
      storeLogin: vi.fn(async () => Promise.reject(new Error("quota"))),
    });
    expect(await createAppInit(fx).start()).toMatchObject({ status: "ready", hasLogin: true });
  });

  describe("native check time-out", () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("gives up after the time-out and ignores a late answer", async () => {
      let answer: (result: NativeCheckResult) => void = () => undefined;
      const fx = effects({
        initialLogin: () => null,
        checkNativeApp: vi.fn(() => new Promise<NativeCheckResult>((resolve) => (answer = resolve))),
        nativeCheckTimeoutMs: 3000,
      });
      const init = createAppInit(fx);
      const started = init.start();
      await vi.advanceTimersByTimeAsync(2999);
      expect(init.getState().status).toBe("nativeCheck");
      await vi.advanceTimersByTimeAsync(1);
      expect(await started).toMatchObject({ status: "ready", hasLogin: false, context: { runtime: "web" } });

      answer({ login: host, environment: null, appVersion: "3.2.0", audit: false });
      await vi.runAllTimersAsync();
      expect(init.getState()).toMatchObject({ status: "ready", hasLogin: false });
      expect(fx.storeLogin).not.toHaveBeenCalled();
    });
  });
});
