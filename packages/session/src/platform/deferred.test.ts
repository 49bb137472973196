import type { Bridge } from "@repo/native-bridge/bridge";
import { describe, expect, it, vi } from "vitest";
import { createMemoryStorage } from "../storage/adapter";
import { createPlatform } from "./detect";
import { fakeRouter, fakeWindow } from "./test-window";

/** A window with an Android host that injected its method list. */
function hostWindow(methods: string[]) {
  const { window: win, open } = fakeWindow();
  Object.assign(win, { xworld: { call: vi.fn() }, __xworldBridgeMethods: methods });
  return { win, open };
}

describe("the native app and Telegram adapters load with their first action", () => {
  it("the native platform knows what the host supports before its adapter has loaded", () => {
    const { win } = hostWindow(["share", "close", "startSudGame"]);
    const platform = createPlatform("native", {
      brand: "xworld",
      router: fakeRouter(),
      getLocale: () => "vi-VN",
      storage: createMemoryStorage(),
      window: win,
      native: { homeScheme: "xworld://home" },
    });
    expect(platform.capabilities).toEqual({
      nativeShare: true,
      canClose: true,
      separateWebView: false,
      contactRequest: false,
      hostLogin: false,
      hostPay: false,
      appOffers: false,
      sudGames: true,
    });
  });

  it("an action waits for the adapter and goes through the host", async () => {
    const { win } = hostWindow(["openChromeTab"]);
    const bridge = { supports: () => true, openChromeTab: vi.fn(async () => undefined) } as unknown as Bridge;
    const platform = createPlatform("native", {
      brand: "xworld",
      router: fakeRouter(),
      getLocale: () => "vi-VN",
      storage: createMemoryStorage(),
      window: win,
      native: { homeScheme: "xworld://home", bridge },
    });
    await platform.openLink("https://example.com/");
    expect(bridge.openChromeTab).toHaveBeenCalledWith({ url: "https://example.com/" });
  });

  it("Telegram's adapter opens links through the given client once loaded", async () => {
    const telegram = {
      shareToChat: vi.fn(),
      openLink: vi.fn(async () => true),
      openTelegramLink: vi.fn(async () => true),
      closeMiniApp: vi.fn(),
      clientVersion: () => "7.0",
    };
    const router = fakeRouter();
    const platform = createPlatform("telegram", { brand: "xworld", router, getLocale: () => "vi-VN", storage: createMemoryStorage(), telegram, native: { homeScheme: "" } });
    expect(platform.capabilities.contactRequest).toBe(true);
    await platform.openLink("https://t.me/some_bot");
    expect(telegram.openTelegramLink).toHaveBeenCalledWith("https://t.me/some_bot");
    await platform.openWebView("/wallet");
    expect(router.push).toHaveBeenCalledWith("/vi-VN/wallet");
  });
});
