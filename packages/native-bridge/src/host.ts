// How messages reach the host app and how its answers come back.
//
// Spec: not shown — the transport is this client's choice, modelled on common Android/iOS webviews:
// - Android: the host adds a JavaScript interface `window.xworld` with
//   `call(method: string, paramsJson: string, callbackName: string)`.
// - iOS (WKWebView): the host registers a script message handler `xworld`; the page posts
//   `{ method, params, callback }` to `window.webkit.messageHandlers.xworld`.
// - Either host answers by evaluating `window[callbackName](reply)`, where `reply` is the object
//   `{ ret, params, msg }` or the same object as a JSON string.
// - Either host may inject, at document start, `window.__xworldBridgeMethods`: the names of the
//   methods it implements. Hosts without it are asked through `getAppInfo` (`methods`).

export const ANDROID_INTERFACE = "xworld";
export const IOS_MESSAGE_HANDLER = "xworld";
export const CAPABILITIES_GLOBAL = "__xworldBridgeMethods";

export interface AndroidHostInterface {
  call(method: string, paramsJson: string, callbackName: string): void;
}

export interface IosMessage {
  method: string;
  params: unknown;
  callback: string;
}

export interface IosMessageHandler {
  postMessage(message: IosMessage): void;
}

/** Globals a host app puts on the page's window. */
export interface HostGlobals {
  [ANDROID_INTERFACE]?: AndroidHostInterface;
  webkit?: { messageHandlers?: Record<string, IosMessageHandler | undefined> };
  [CAPABILITIES_GLOBAL]?: readonly string[];
}

export type HostWindow = Window & HostGlobals;

export interface HostTransport {
  readonly kind: "android" | "ios";
  post(method: string, params: unknown, callbackName: string): void;
}

function hostGlobals(win: Window): HostGlobals {
  return win as HostWindow;
}

/** The transport of the host around `win`, or null in a plain browser. */
export function detectTransport(win: Window | undefined): HostTransport | null {
  if (!win) return null;
  const globals = hostGlobals(win);
  const android = globals[ANDROID_INTERFACE];
  if (android && typeof android.call === "function") {
    return {
      kind: "android",
      post: (method, params, callbackName) => android.call(method, JSON.stringify(params ?? {}), callbackName),
    };
  }
  const ios = globals.webkit?.messageHandlers?.[IOS_MESSAGE_HANDLER];
  if (ios && typeof ios.postMessage === "function") {
    return {
      kind: "ios",
      post: (method, params, callback) => ios.postMessage({ method, params: params ?? {}, callback }),
    };
  }
  return null;
}

/** The capability list the host injected, or null when it injected none. */
export function injectedCapabilities(win: Window | undefined): ReadonlySet<string> | null {
  if (!win) return null;
  const list = hostGlobals(win)[CAPABILITIES_GLOBAL];
  if (!Array.isArray(list)) return null;
  return new Set(list.filter((item): item is string => typeof item === "string"));
}
