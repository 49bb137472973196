import { describe, expect, it, vi } from "vitest";
import { createMemoryStorage } from "../storage/adapter";
import { createMemoryCookieJar } from "../storage/cookies";
import { STORAGE_KEYS } from "../storage/keys";
import { persisted } from "../storage/persisted";
import { clearLogin, credentialsFromCookies, isLoggedIn, logoutDestination, performLogout, storeLogin, toCredentials } from "./rules";

function environment(hostname = "m.example.com", protocol = "https:") {
  return {
    storage: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
    location: { hostname, protocol, cookieDomain: ".example.com" },
  };
}

describe("toCredentials (what login may store)", () => {
  it.each([
    ["positive id and key", { userId: 12, secretKey: "k" }, true],
    ["numeric string id", { userId: "12", secretKey: "k" }, true],
    ["id 0", { userId: 0, secretKey: "k" }, false],
    ["negative id", { userId: -1, secretKey: "k" }, false],
    ["id not a number", { userId: "abc", secretKey: "k" }, false],
    ["missing id", { userId: null, secretKey: "k" }, false],
    ["empty key", { userId: 12, secretKey: "" }, false],
    ['key "null"', { userId: 12, secretKey: "null" }, false],
    ['key "undefined"', { userId: 12, secretKey: "undefined" }, false],
    ["missing key", { userId: 12, secretKey: undefined }, false],
  ])("%s → stored: %s", (_label, input, stored) => {
    expect(toCredentials(input) != null).toBe(stored);
  });

  it("marks the login with login_v2 and defaults the user name", () => {
    expect(toCredentials({ userId: "3", secretKey: "k" })).toEqual({
      userId: 3,
      secretKey: "k",
      userName: "",
      loginType: "login_v2",
    });
  });
});

describe("isLoggedIn", () => {
  it.each([
    [{ [STORAGE_KEYS.userId]: "5", [STORAGE_KEYS.secretKey]: "k" }, true],
    [{ [STORAGE_KEYS.userId]: "0", [STORAGE_KEYS.secretKey]: "k" }, false],
    [{ [STORAGE_KEYS.userId]: "5" }, false],
    [{ [STORAGE_KEYS.secretKey]: "k" }, false],
    [{ [STORAGE_KEYS.userId]: "5", [STORAGE_KEYS.secretKey]: "undefined" }, false],
  ])("%j → %s", (values, expected) => {
    expect(isLoggedIn(createMemoryStorage(values))).toBe(expected);
  });
});

describe("storeLogin", () => {
  it("writes storage and cookies, then tells the native app", async () => {
    const env = environment();
    const notifyNative = vi.fn();
    const credentials = await storeLogin({ ...env, notifyNative }, { userId: "77", secretKey: "s3", userName: "An" });

    expect(credentials).toEqual({ userId: 77, secretKey: "s3", userName: "An", loginType: "login_v2" });
    expect(env.storage.snapshot()).toEqual({
      user_id: "77",
      user_secret_key: "s3",
      user_name: "An",
      login_type: "login_v2",
    });
    expect(env.cookies.get("user_id")).toBe("77");
    expect(env.cookies.get("user_secret_key")).toBe("s3");
    expect(env.cookies.attributesOf("user_secret_key")).toEqual({
      maxAge: 7 * 24 * 3600,
      domain: ".example.com",
      path: "/",
      secure: true,
      sameSite: "Lax",
    });
    expect(notifyNative).toHaveBeenCalledWith(credentials);
    expect(isLoggedIn(env.storage)).toBe(true);
  });

  it("stores nothing and tells nobody when the rules refuse the input", async () => {
    const env = environment();
    const notifyNative = vi.fn();
    expect(await storeLogin({ ...env, notifyNative }, { userId: 0, secretKey: "null" })).toBeNull();
    expect(env.storage.snapshot()).toEqual({});
    expect(env.cookies.get("user_id")).toBeNull();
    expect(notifyNative).not.toHaveBeenCalled();
  });

  it("keeps the login when the native app fails to acknowledge it", async () => {
    const env = environment();
    const notifyNative = vi.fn().mockRejectedValue(new Error("bridge down"));
    await expect(storeLogin({ ...env, notifyNative }, { userId: 1, secretKey: "k" })).resolves.not.toBeNull();
    expect(isLoggedIn(env.storage)).toBe(true);
  });
});

describe("credentialsFromCookies (what a server render may act on)", () => {
  it("reads back the login cookies storeLogin writes", async () => {
    const env = environment();
    await storeLogin(env, { userId: "77", secretKey: "s3", userName: "An" });
    expect(credentialsFromCookies((name) => env.cookies.get(name) ?? undefined)).toEqual({ userId: 77, secretKey: "s3", userName: "An", loginType: "login_v2" });
  });

  it("is null without both parts or with values the rules refuse", () => {
    const jar = (values: Record<string, string>) => (name: string) => values[name];
    expect(credentialsFromCookies(jar({}))).toBeNull();
    expect(credentialsFromCookies(jar({ user_id: "77" }))).toBeNull();
    expect(credentialsFromCookies(jar({ user_secret_key: "s3" }))).toBeNull();
    expect(credentialsFromCookies(jar({ user_id: "0", user_secret_key: "s3" }))).toBeNull();
    expect(credentialsFromCookies(jar({ user_id: "7x", user_secret_key: "s3" }))).toBeNull();
    expect(credentialsFromCookies(jar({ user_id: "77", user_secret_key: "undefined" }))).toBeNull();
  });
});

describe("clearLogin / performLogout", () => {
  it("clears credentials, user info, cookies, the CPL-init flag and the wallet password but keeps device data", async () => {
    const env = environment();
    await storeLogin(env, { userId: 1, secretKey: "k", userName: "A" });
    persisted.userInfo.write(env.storage, { phone_number: "1" });
    persisted.cplInit.write(env.storage, true);
    persisted.appAdid.write(env.storage, "adid");
    persisted.walletPassword(1).write(env.storage, { v: 1, salt: "0".repeat(32), hash: "1".repeat(64), iterations: 100_000 });

    clearLogin(env);

    expect(isLoggedIn(env.storage)).toBe(false);
    expect(persisted.userInfo.read(env.storage)).toBeNull();
    expect(persisted.cplInit.read(env.storage)).toBeNull();
    expect(env.cookies.get("user_secret_key")).toBeNull();
    expect(persisted.appAdid.read(env.storage)).toBe("adid");
    // The wallet password's verifier belongs to the login, not the device.
    expect(persisted.walletPassword(1).read(env.storage)).toBeNull();
  });

  it("clears before handing over to the platform", async () => {
    const env = environment();
    await storeLogin(env, { userId: 1, secretKey: "k" });
    let loggedInWhenPlatformRan: boolean | undefined;
    const platform = {
      logout: vi.fn(async () => {
        loggedInWhenPlatformRan = isLoggedIn(env.storage);
      }),
    };
    await performLogout({ ...env, platform });
    expect(platform.logout).toHaveBeenCalledOnce();
    expect(loggedInWhenPlatformRan).toBe(false);
  });
});

describe("logoutDestination", () => {
  it.each([
    ["native", "xworld", { kind: "native-home" }],
    ["native", "luckybear", { kind: "native-home" }],
    ["web", "xworld", { kind: "navigate", href: "/vi-VN/user/login-home" }],
    ["page-model", "xworld", { kind: "navigate", href: "/vi-VN/user/login-home" }],
    ["luckybear-web", "luckybear", { kind: "navigate", href: "/vi-VN/luckybear" }],
    ["telegram", "luckybear", { kind: "navigate", href: "/vi-VN/luckybear" }],
    ["telegram", "xworld", { kind: "navigate", href: "/vi-VN" }],
  ] as const)("%s on %s → %j", (kind, brand, expected) => {
    expect(logoutDestination(kind, brand, "vi-VN")).toEqual(expected);
  });
});
