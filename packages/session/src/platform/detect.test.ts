import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "../storage/adapter";
import { STORAGE_KEYS } from "../storage/keys";
import { createPlatform, detectPlatform, readPageModelFlag, readPlatformEnvironment, type PlatformEnvironment } from "./detect";
import { fakeRouter, fakeWindow } from "./test-window";

describe("detectPlatform", () => {
  const web: PlatformEnvironment = { brand: "xworld", isTelegram: false, hasNativeBridge: false, pageModel: false };
  it.each<[string, Partial<PlatformEnvironment>, string]>([
    ["plain web", {}, "web"],
    ["page-model flag", { pageModel: true }, "page-model"],
    ["native bridge", { hasNativeBridge: true }, "native"],
    ["native bridge with a stale page-model flag", { hasNativeBridge: true, pageModel: true }, "native"],
    ["Telegram launch params", { isTelegram: true }, "telegram"],
    ["Telegram inside an app webview", { isTelegram: true, hasNativeBridge: true }, "telegram"],
    ["luckybear brand", { brand: "luckybear" }, "luckybear-web"],
    ["luckybear brand ignores page-model", { brand: "luckybear", pageModel: true }, "luckybear-web"],
    ["luckybear in the native app", { brand: "luckybear", hasNativeBridge: true }, "native"],
    ["luckybear in Telegram", { brand: "luckybear", isTelegram: true }, "telegram"],
  ])("%s → %s", (_label, overrides, expected) => {
    expect(detectPlatform({ ...web, ...overrides })).toBe(expected);
  });
});

describe("readPageModelFlag", () => {
  it.each<[string, Record<string, string>, boolean, string | null]>([
    ["/?pageModel=1", {}, true, "1"],
    ["/wallet?pageModel=true", {}, true, "1"],
    ["/wallet", { [STORAGE_KEYS.pageModel]: "1" }, true, "1"],
    ["/wallet?pageModel=0", { [STORAGE_KEYS.pageModel]: "1" }, false, null],
    ["/wallet", {}, false, null],
    ["/wallet", { [STORAGE_KEYS.pageModel]: "garbage" }, false, "garbage"],
  ])("%s with %j → %s", (url, stored, expected, storedAfter) => {
    const storage = createMemoryStorage(stored);
    expect(readPageModelFlag(url, storage)).toBe(expected);
    expect(storage.getItem(STORAGE_KEYS.pageModel)).toBe(storedAfter);
  });
});

describe("readPlatformEnvironment", () => {
  it("reads the checks it is given and the URL flag", () => {
    const { window } = fakeWindow({ href: "https://app.example.com/?pageModel=1" });
    expect(
      readPlatformEnvironment({
        brand: "xworld",
        storage: createMemoryStorage(),
        window,
        isTelegram: () => false,
        hasNativeBridge: () => true,
      }),
    ).toEqual({ brand: "xworld", isTelegram: false, hasNativeBridge: true, pageModel: true });
  });

  it("sees plain web in a browser without Telegram or a host", () => {
    expect(readPlatformEnvironment({ brand: "xworld", storage: createMemoryStorage() })).toEqual({
      brand: "xworld",
      isTelegram: false,
      hasNativeBridge: false,
      pageModel: false,
    });
  });
});

describe("createPlatform", () => {
  it.each(["web", "page-model", "luckybear-web", "telegram", "native"] as const)("builds the %s adapter", (kind) => {
    const platform = createPlatform(kind, {
      brand: kind === "luckybear-web" ? "luckybear" : "xworld",
      router: fakeRouter(),
      getLocale: () => "vi-VN",
      storage: createMemoryStorage(),
      native: { homeScheme: "xworld://home" },
    });
    expect(platform.kind).toBe(kind);
  });
});
