// Which platform the page runs on, from the environment (SPEC 1: native app, Telegram mini app,
// luckybear web, plain web, page-model).
import { hasNativeHost } from "@repo/native-bridge/lazy";
import { isTelegram, launchVersion } from "@repo/telegram/detect";
import { createLocalStorage, type KeyValueStorage } from "../storage/adapter";
import { persisted } from "../storage/persisted";
import type { Brand, PlatformKind } from "../types";
import { nativeCapabilities, telegramCapabilities } from "./capabilities";
import { deferredPlatform } from "./deferred";
import type { NativePlatformOptions } from "./native";
import type { TelegramApi } from "./telegram";
import type { Platform, PlatformOptions } from "./types";
import { createWebPlatform } from "./web";
import type { WebShareOptions } from "./web-share";

export interface PlatformEnvironment {
  brand: Brand;
  /** Telegram launch parameters are present. */
  isTelegram: boolean;
  /** A native host bridge is around the page. */
  hasNativeBridge: boolean;
  /** The page-model flag (URL or storage). */
  pageModel: boolean;
}

/**
 * Telegram first (a mini app may also run inside an app's webview), then the native app; the luckybear
 * brand's site is its own platform; page-model applies to the xworld web only.
 */
export function detectPlatform(environment: PlatformEnvironment): PlatformKind {
  if (environment.isTelegram) return "telegram";
  if (environment.hasNativeBridge) return "native";
  if (environment.brand === "luckybear") return "luckybear-web";
  return environment.pageModel ? "page-model" : "web";
}

// Spec: not shown — how page-model is switched on. Choice: `?pageModel=1` on any URL turns it on and
// is remembered (SPEC 3 stores the page model); `?pageModel=0` turns it off again.
export const PAGE_MODEL_PARAM = "pageModel";

/** The page-model flag: the URL's wins and is stored; otherwise the stored one. */
export function readPageModelFlag(url: string | URL, storage: KeyValueStorage): boolean {
  let value: string | null = null;
  try {
    value = new URL(url, "http://page.invalid").searchParams.get(PAGE_MODEL_PARAM);
  } catch {
    value = null;
  }
  if (value === "1" || value === "true") {
    persisted.pageModel.write(storage, true);
    return true;
  }
  if (value === "0" || value === "false") {
    persisted.pageModel.remove(storage);
    return false;
  }
  return persisted.pageModel.read(storage) ?? false;
}

/** Reads the environment of the current page. Client only: on the server it reports plain web. */
export function readPlatformEnvironment(input: {
  brand: Brand;
  storage: KeyValueStorage;
  window?: Window;
  isTelegram?: () => boolean;
  hasNativeBridge?: () => boolean;
}): PlatformEnvironment {
  const win = input.window ?? (typeof window === "undefined" ? undefined : window);
  return {
    brand: input.brand,
    isTelegram: win ? (input.isTelegram ?? isTelegram)() : false,
    hasNativeBridge: win ? (input.hasNativeBridge ?? (() => hasNativeHost(win)))() : false,
    pageModel: win ? readPageModelFlag(win.location.href, input.storage) : false,
  };
}

export interface CreatePlatformOptions extends PlatformOptions, WebShareOptions {
  /**
   * Settings of the native platform (used only when the page runs in the app). Mirroring storage to the
   * host needs the adapter at once: create it with `createNativePlatform` for that.
   */
  native: Omit<NativePlatformOptions, keyof PlatformOptions | keyof WebShareOptions | "mirrorStorageToHost">;
  telegram?: TelegramApi;
}

/**
 * The adapter for `kind`. The native app's and Telegram's load with their first action (./deferred.ts);
 * inside the app the native one is fetched at once, since app start talks to the host.
 */
export function createPlatform(kind: PlatformKind, options: CreatePlatformOptions): Platform {
  const { native, telegram, ...common } = options;
  const win = common.window ?? (typeof window === "undefined" ? undefined : window);
  switch (kind) {
    case "native": {
      const storage = common.storage ?? createLocalStorage();
      const load = () => import("./native").then((module) => module.createNativePlatform({ ...common, ...native, storage }));
      const platform = deferredPlatform({ kind, brand: common.brand, storage, capabilities: () => nativeCapabilities(win, native.bridge) }, load);
      if (win) void platform.ready().catch(() => undefined);
      return platform;
    }
    case "telegram": {
      const storage = common.storage ?? createLocalStorage();
      const clientVersion = telegram?.clientVersion ?? launchVersion;
      const load = () => import("./telegram").then((module) => module.createTelegramPlatform({ ...common, storage, ...(telegram ? { telegram } : {}) }));
      return deferredPlatform({ kind, brand: common.brand, storage, capabilities: () => telegramCapabilities(clientVersion()) }, load);
    }
    default:
      return createWebPlatform({ ...common, kind });
  }
}
