// A fake host app for a plain browser: installs the same globals a real host injects
// (see ../host.ts), answers every bridge method, records every call, and can be steered at run time.
import { ANDROID_INTERFACE, CAPABILITIES_GLOBAL, IOS_MESSAGE_HANDLER, type IosMessage } from "../host";
import { parsePageDeepLink } from "../deep-links";
import { BRIDGE_METHODS, type BridgeMethod } from "../methods";
import type { AppEnvironment, AppInfo, BridgeReply, HostCredentials } from "../types";
import { readSimulatorConfig, type SimulatedReply, type SimulatorConfig } from "./config";
import { clearHostState, emptyHostState, loadHostState, saveHostState, type HostState } from "./host-state";

export {
  SIMULATOR_QUERY_PARAM,
  SIMULATOR_QUERY_SHORTHANDS,
  SIMULATOR_STORAGE_KEY,
  readSimulatorConfig,
  sanitizeConfig,
  type SimulatedReply,
  type SimulatorConfig,
} from "./config";
export { SIMULATOR_STATE_KEY, type HostState } from "./host-state";

/** Global under which the installed simulator is reachable (e.g. from Playwright's page.evaluate). */
export const SIMULATOR_GLOBAL = "__xworldBridgeSimulator";

declare global {
  interface Window {
    /** The bridge simulator, when one is installed (dev and e2e only). */
    __xworldBridgeSimulator?: BridgeSimulator;
  }
}

export const DEFAULT_SIMULATED_VERSION = "3.1.0";

export interface RecordedCall {
  method: string;
  params: Record<string, unknown>;
  /** Callback name the page gave ("" for fire-and-forget calls). */
  callback: string;
}

/** A reply, or a function computing one from the call's params. */
export type ReplyOverride = SimulatedReply | ((params: Record<string, unknown>) => SimulatedReply);

export interface BridgeSimulator {
  /** Every call the page made, oldest first. */
  readonly calls: readonly RecordedCall[];
  callsTo(method: BridgeMethod): RecordedCall[];
  /** Replaces the simulated behaviour of `method` (`set("checkFinger", { ret: 0, params: {...} })`). */
  set(method: BridgeMethod, reply: ReplyOverride): void;
  /** Restores the simulated behaviour of `method`. */
  unset(method: BridgeMethod): void;
  setAppVersion(version: string): void;
  /** Logs the host in as `userId` (0 logs it out). */
  setUser(userId: number, secretKey?: string, username?: string): void;
  setAudit(audit: boolean): void;
  setUnsupported(methods: readonly BridgeMethod[]): void;
  setEnvironment(environment: Partial<AppEnvironment>): void;
  /** What the host remembers (user, local data, fingerprint reference). */
  readonly state: Readonly<HostState>;
  /** Pages the host was asked to open (openWebView, openChromeTab, …), oldest first. */
  readonly opened: readonly { method: BridgeMethod; url: string }[];
  /** True once the page asked the host to close it. */
  readonly closed: boolean;
  /** Simulates the app coming back to the foreground (fires `visibilitychange`). */
  resume(): void;
  /**
   * Simulates the host handling one of its deep links (`xworld://open?jump_page=…`): the webview goes to
   * that page in the current language. Returns false (and stays) for a link that is not a page link.
   */
  openDeepLink(link: string): boolean;
  /** Forgets calls, overrides and host state; keeps the configuration it was installed with. */
  reset(): void;
  /** Removes every global it installed. */
  uninstall(): void;
}

type Slots = Record<string, unknown>;

const OPENING_METHODS: ReadonlySet<BridgeMethod> = new Set<BridgeMethod>([
  "openWebView",
  "openChromeTab",
  "openTransparentWebView",
  "openMiniGame",
  "openDappBrowser",
]);

function defaultEnvironment(version: string, os: string): AppEnvironment {
  return {
    adid: "sim-adid-0001",
    country: "VN",
    language: "vi-VN",
    timezone: "Asia/Ho_Chi_Minh",
    version,
    android_id: "sim-android-0001",
    did: "sim-did-0001",
    os,
    model: "XWorld Simulator",
    bssid: "",
    client: "xworld",
    country_code: "VN",
    deeplink_offer_task_id: "",
    debug: true,
  };
}

function ok(params: unknown = {}): SimulatedReply {
  return { ret: 0, params, msg: "" };
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** Installs a simulated host into `win` and returns the handle that steers it. */
export function installBridgeSimulator(config: SimulatorConfig = {}, win: Window = window): BridgeSimulator {
  const slots = win as unknown as Slots;
  const os = config.os ?? "android";
  let version = config.version ?? DEFAULT_SIMULATED_VERSION;
  let audit = config.audit ?? false;
  let unsupported = new Set<BridgeMethod>(config.unsupported ?? []);
  let environmentOverrides: Partial<AppEnvironment> = { ...config.environment };
  let overrides = new Map<BridgeMethod, ReplyOverride>(
    Object.entries(config.replies ?? {}) as [BridgeMethod, SimulatedReply][],
  );
  const calls: RecordedCall[] = [];
  const opened: { method: BridgeMethod; url: string }[] = [];
  let closed = false;

  function initialState(): HostState {
    const state = loadHostState(win) ?? emptyHostState();
    if (config.userId !== undefined && !loadHostState(win)) {
      state.user = config.userId > 0 ? credentialsFor(config.userId, config.secretKey, config.username) : null;
    }
    return state;
  }

  function credentialsFor(userId: number, secretKey?: string, username?: string): HostCredentials {
    return {
      user_id: userId,
      user_secret_key: secretKey ?? `sim-secret-${userId}`,
      username: username ?? `player${userId}`,
      login_type: "login_v2",
    };
  }

  let state = initialState();
  const persist = () => saveHostState(win, state);
  persist();

  const supported = () => BRIDGE_METHODS.filter((method) => !unsupported.has(method));

  function publishCapabilities() {
    if (config.injectCapabilities === false) delete slots[CAPABILITIES_GLOBAL];
    else slots[CAPABILITIES_GLOBAL] = supported();
  }

  function simulate(method: BridgeMethod, params: Record<string, unknown>): SimulatedReply {
    switch (method) {
      case "getAppInfo": {
        const info: AppInfo = { version, os, app_name: "xworld", methods: supported(), audit };
        return ok(info);
      }
      case "environment":
        return ok({ ...defaultEnvironment(version, os), ...environmentOverrides, version });
      case "appLogin":
        return ok(state.user ?? { user_id: 0, user_secret_key: "" });
      case "webLogin": {
        const userId = Number(params.user_id);
        state.user = userId > 0 ? { ...credentialsFor(userId, text(params.user_secret_key), text(params.username)), login_type: text(params.login_type) || "login_v2" } : null;
        persist();
        return ok();
      }
      case "webLogout":
        state.user = null;
        persist();
        return ok();
      case "googleLogin":
        return ok({ id_token: "sim-google-id-token", email: "player@example.com" });
      case "share":
        return ok({ channel: text(params.channel) || "system" });
      case "showPayDialog":
      case "startXWorldPay":
        return ok({ status: "success", order_id: text(params.order_id) });
      case "checkFinger":
        return ok({ code: 0, msg: "", support_finger: 0 });
      case "loadFinger":
        state.fingerReference = text(params.finger_save_data);
        persist();
        return ok({ code: 0, msg: "" });
      case "checkFingerSavedData":
        return ok({ code: 0, msg: "", finger_save_data: state.fingerReference ?? "" });
      case "saveUserLocalData":
        state.localData[text(params.key)] = text(params.value);
        persist();
        return ok();
      case "getUserLocalData":
        return ok({ value: state.localData[text(params.key)] ?? null });
      case "checkVpn":
        return ok({ vpn: false });
      case "checkDriveFile":
        return ok({ exists: false });
      case "checkShms":
        return ok({ installed: false });
      case "signMessage":
      case "signPayMessage":
        return ok({ signature: `sim-signature:${text(params.message)}` });
      case "getEncryptData":
        return ok({ data: `sim-encrypted:${text(params.data)}` });
      case "getAccountJson":
        return ok({ json: JSON.stringify(state.user ?? {}) });
      case "openAd":
        return ok({ rewarded: true });
      default:
        return ok();
    }
  }

  function answer(method: string, params: Record<string, unknown>): SimulatedReply {
    const known = (BRIDGE_METHODS as readonly string[]).includes(method) ? (method as BridgeMethod) : null;
    if (!known || unsupported.has(known)) return { ret: 404, msg: `unknown method ${method}` };
    if (OPENING_METHODS.has(known)) opened.push({ method: known, url: text(params.url) });
    if (known === "close") closed = true;
    const override = overrides.get(known);
    if (override !== undefined) return typeof override === "function" ? override(params) : override;
    return simulate(known, params);
  }

  function receive(method: string, rawParams: unknown, callback: string, serialise: boolean) {
    const params = (typeof rawParams === "object" && rawParams !== null ? rawParams : {}) as Record<string, unknown>;
    calls.push({ method, params, callback });
    const reply = answer(method, params);
    if (reply === "no-reply" || callback === "") return;
    const full: BridgeReply = { ret: reply.ret, params: reply.params ?? {}, msg: reply.msg ?? "" };
    setTimeout(() => {
      const fn = slots[callback];
      if (typeof fn === "function") fn(serialise ? JSON.stringify(full) : full);
    }, config.latencyMs ?? 0);
  }

  if (os === "android") {
    slots[ANDROID_INTERFACE] = {
      call(method: string, paramsJson: string, callback: string) {
        let params: unknown = {};
        try {
          params = JSON.parse(paramsJson);
        } catch {
          params = {};
        }
        receive(method, params, callback, true);
      },
    };
  } else {
    const webkit = (slots.webkit ?? {}) as { messageHandlers?: Record<string, unknown> };
    webkit.messageHandlers = {
      ...webkit.messageHandlers,
      [IOS_MESSAGE_HANDLER]: { postMessage: (message: IosMessage) => receive(message.method, message.params, message.callback, false) },
    };
    slots.webkit = webkit;
  }
  publishCapabilities();

  const simulator: BridgeSimulator = {
    get calls() {
      return calls;
    },
    callsTo: (method) => calls.filter((call) => call.method === method),
    set(method, reply) {
      overrides.set(method, reply);
    },
    unset(method) {
      overrides.delete(method);
    },
    setAppVersion(next) {
      version = next;
    },
    setUser(userId, secretKey, username) {
      state.user = userId > 0 ? credentialsFor(userId, secretKey, username) : null;
      persist();
    },
    setAudit(next) {
      audit = next;
    },
    setUnsupported(methods) {
      unsupported = new Set(methods);
      publishCapabilities();
    },
    setEnvironment(environment) {
      environmentOverrides = { ...environmentOverrides, ...environment };
    },
    get state() {
      return state;
    },
    get opened() {
      return opened;
    },
    get closed() {
      return closed;
    },
    resume() {
      win.document.dispatchEvent(new Event("visibilitychange"));
    },
    openDeepLink(link) {
      const page = parsePageDeepLink(link);
      if (!page) return false;
      const [first = ""] = win.location.pathname.split("/").filter(Boolean);
      const locale = /^[a-z]{2}-[A-Z]{2}$/.test(first) ? first : ({ ...defaultEnvironment(version, os), ...environmentOverrides }.language);
      opened.push({ method: "openWebView", url: page.path });
      win.location.assign(`/${locale}${page.path}`);
      return true;
    },
    reset() {
      calls.length = 0;
      opened.length = 0;
      closed = false;
      overrides = new Map(Object.entries(config.replies ?? {}) as [BridgeMethod, SimulatedReply][]);
      clearHostState(win);
      state = initialState();
      persist();
    },
    uninstall() {
      if (os === "android") delete slots[ANDROID_INTERFACE];
      else {
        const webkit = slots.webkit as { messageHandlers?: Record<string, unknown> } | undefined;
        if (webkit?.messageHandlers) delete webkit.messageHandlers[IOS_MESSAGE_HANDLER];
      }
      delete slots[CAPABILITIES_GLOBAL];
      if (slots[SIMULATOR_GLOBAL] === simulator) delete slots[SIMULATOR_GLOBAL];
    },
  };
  slots[SIMULATOR_GLOBAL] = simulator;
  return simulator;
}

/**
 * Installs the simulator when the page asks for it (URL query or localStorage, see ./config.ts);
 * returns null otherwise. Call it before the app's first bridge call, in dev and e2e builds only.
 */
export function installBridgeSimulatorFromPage(win: Window = window): BridgeSimulator | null {
  const config = readSimulatorConfig(win);
  return config ? installBridgeSimulator(config, win) : null;
}
