import { BridgeError } from "@repo/native-bridge/errors";
import type { AppEnvironment, AppInfo, HostCredentials } from "@repo/native-bridge/types";
import { describe, expect, it, vi } from "vitest";
import { createNativeCheck, type NativeCheckBridge } from "./native-check";

const environment = { version: "3.1.100", country_code: "VN" } as AppEnvironment;

function fakeBridge(overrides: Partial<NativeCheckBridge> = {}): NativeCheckBridge {
  return {
    isAvailable: () => true,
    appLogin: vi.fn(async (): Promise<HostCredentials> => ({ user_id: 9, user_secret_key: "h", username: "B" })),
    environment: vi.fn(async () => environment),
    getAppInfo: vi.fn(async (): Promise<AppInfo> => ({ version: "3.1.192", os: "android", audit: false })),
    ...overrides,
  };
}

describe("createNativeCheck", () => {
  it("is null outside the app, without calling the host", async () => {
    const bridge = fakeBridge({ isAvailable: () => false });
    expect(await createNativeCheck(bridge)()).toBeNull();
    expect(bridge.appLogin).not.toHaveBeenCalled();
  });

  it("reads login, environment, version and audit", async () => {
    expect(await createNativeCheck(fakeBridge())()).toEqual({
      login: { userId: 9, secretKey: "h", userName: "B", loginType: "login_v2" },
      environment,
      appVersion: "3.1.192",
      audit: false,
    });
  });

  it("reads user id 0 as logged out", async () => {
    const bridge = fakeBridge({ appLogin: vi.fn(async () => ({ user_id: 0, user_secret_key: "" })) });
    expect((await createNativeCheck(bridge)())?.login).toBeNull();
  });

  it("a host that cannot tell its login leaves it unknown; version falls back to the environment", async () => {
    const bridge = fakeBridge({
      appLogin: vi.fn(async () => Promise.reject(new BridgeError("not_supported", "appLogin", "no"))),
      getAppInfo: vi.fn(async () => Promise.reject(new BridgeError("timeout", "getAppInfo", "slow"))),
    });
    expect(await createNativeCheck(bridge)()).toEqual({
      login: "unknown",
      environment,
      appVersion: "3.1.100",
      audit: false,
    });
  });

  it("rejects when the host answers neither app info nor environment", async () => {
    const failing = vi.fn(async () => Promise.reject(new BridgeError("failed", "x", "down")));
    const bridge = fakeBridge({ environment: failing, getAppInfo: failing });
    await expect(createNativeCheck(bridge)()).rejects.toBeInstanceOf(BridgeError);
  });
});
