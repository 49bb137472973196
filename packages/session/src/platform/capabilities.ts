// What the native app and Telegram platforms can do, computed without their adapters (./deferred.ts
// answers `capabilities` with these before the adapter has loaded; the adapters use them too).
import type { Bridge, BridgeMethods } from "@repo/native-bridge/bridge";
import { detectTransport, injectedCapabilities } from "@repo/native-bridge/host";
import { loadedBridge } from "@repo/native-bridge/lazy";
import { supportsContactRequest } from "@repo/telegram/versions";
import type { PlatformCapabilities } from "./types";

/** `bridge.supports(method)`, answered from the host's injected method list until the bridge has loaded. */
export function hostSupports(win: Window | undefined, method: keyof BridgeMethods, given?: Bridge): boolean {
  const bridge = given ?? loadedBridge();
  if (bridge) return bridge.supports(method);
  if (!detectTransport(win)) return false;
  return injectedCapabilities(win)?.has(method) ?? true;
}

export function nativeCapabilities(win: Window | undefined, given?: Bridge): PlatformCapabilities {
  const supports = (method: keyof BridgeMethods) => hostSupports(win, method, given);
  return {
    nativeShare: supports("share"),
    canClose: supports("close"),
    separateWebView: supports("openWebView"),
    contactRequest: false,
    hostLogin: supports("appLogin"),
    hostPay: supports("startXWorldPay"),
    appOffers: supports("jumpCplOffer"),
    sudGames: supports("startSudGame"),
  };
}

export function telegramCapabilities(clientVersion: string | null): PlatformCapabilities {
  return {
    nativeShare: true,
    canClose: true,
    separateWebView: false,
    contactRequest: supportsContactRequest(clientVersion),
    hostLogin: false,
    hostPay: false,
    appOffers: false,
    sudGames: false,
  };
}
