import { toAppEnvironment, toAppInfo } from "./environment";
import { BridgeError, RET_REJECTED } from "./errors";
import { detectTransport, injectedCapabilities } from "./host";
import {
  BRIDGE_METHODS,
  FIRE_AND_FORGET_METHODS,
  INTERACTIVE_METHODS,
  type BridgeMethod,
  type ParamsOf,
  type ResultOf,
} from "./methods";
import { parseReply } from "./reply";

// Spec: not shown — time-outs. Calls that only read host state answer at once; calls that wait
// for the player (login, payment, fingerprint, ads) get five minutes before they are given up.
export const DEFAULT_TIMEOUT_MS = 15_000;
export const INTERACTIVE_TIMEOUT_MS = 300_000;

/** Callback names are `<prefix><n>` with n random in [0, CALLBACK_RANGE) (SPEC section 9). */
export const CALLBACK_PREFIX = "xworldBridgeCallback_";
export const CALLBACK_RANGE = 10_000;

export interface CallOptions {
  /** Give up after this many milliseconds (reject with kind "timeout"). */
  timeoutMs?: number;
}

export interface BridgeOptions {
  /** The window the host lives in; defaults to the global window (none on the server). */
  getWindow?: () => Window | undefined;
  timeoutMs?: number;
  interactiveTimeoutMs?: number;
  /** Random source for callback names, [0, 1). */
  random?: () => number;
}

type MethodCaller<M extends BridgeMethod> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "has no required field"
  {} extends ParamsOf<M>
    ? (params?: ParamsOf<M>, options?: CallOptions) => Promise<ResultOf<M>>
    : (params: ParamsOf<M>, options?: CallOptions) => Promise<ResultOf<M>>;

/** One typed function per bridge method: `bridge.getAppInfo()`, `bridge.share({ text })`, … */
export type BridgeMethods = { [M in BridgeMethod]: MethodCaller<M> };

export interface Bridge extends BridgeMethods {
  /** True when a host app is around this page. */
  isAvailable(): boolean;
  /**
   * True when the host implements `method`. Exact once the host's list is known (injected at
   * document start, or fetched by {@link Bridge.loadCapabilities} or any call); before that it
   * answers {@link Bridge.isAvailable}.
   */
  supports(method: BridgeMethod): boolean;
  /** Learns the host's method list (from the injected list or `getAppInfo`); null if it has none. */
  loadCapabilities(): Promise<ReadonlySet<string> | null>;
  /** Calls `method`; never throws synchronously, rejects with a {@link BridgeError}. */
  call<M extends BridgeMethod>(method: M, params?: ParamsOf<M>, options?: CallOptions): Promise<ResultOf<M>>;
}

const RESULT_READERS: Partial<{ [M in BridgeMethod]: (raw: unknown) => ResultOf<M> }> = {
  environment: toAppEnvironment,
  getAppInfo: toAppInfo,
};

function readResult<M extends BridgeMethod>(method: M, raw: unknown): ResultOf<M> {
  const reader = RESULT_READERS[method] as ((raw: unknown) => ResultOf<M>) | undefined;
  return reader ? reader(raw) : (raw as ResultOf<M>);
}

type CallbackSlots = Record<string, unknown>;

export function createBridge(options: BridgeOptions = {}): Bridge {
  const getWindow = options.getWindow ?? (() => (typeof window === "undefined" ? undefined : window));
  const random = options.random ?? Math.random;
  const pending = new Set<string>();
  let listedByHost: ReadonlySet<string> | null = null;
  let capabilities: Promise<ReadonlySet<string> | null> | null = null;

  function knownCapabilities(win: Window | undefined): ReadonlySet<string> | null {
    return injectedCapabilities(win) ?? listedByHost;
  }

  function timeoutFor(method: BridgeMethod, callOptions: CallOptions | undefined): number {
    if (callOptions?.timeoutMs !== undefined) return callOptions.timeoutMs;
    return INTERACTIVE_METHODS.has(method)
      ? (options.interactiveTimeoutMs ?? INTERACTIVE_TIMEOUT_MS)
      : (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  }

  function takeCallbackName(win: Window): string | null {
    const slots = win as unknown as CallbackSlots;
    const isFree = (n: number) => {
      const name = `${CALLBACK_PREFIX}${n}`;
      return !pending.has(name) && slots[name] === undefined;
    };
    const start = Math.floor(random() * CALLBACK_RANGE) % CALLBACK_RANGE;
    // Start at a random number and walk on past names still in use.
    for (let offset = 0; offset < CALLBACK_RANGE; offset += 1) {
      const n = (start + offset) % CALLBACK_RANGE;
      if (isFree(n)) return `${CALLBACK_PREFIX}${n}`;
    }
    return null;
  }

  function send<M extends BridgeMethod>(method: M, params: ParamsOf<M>, callOptions?: CallOptions): Promise<ResultOf<M>> {
    const win = getWindow();
    const transport = detectTransport(win);
    if (!win || !transport) {
      return Promise.reject(new BridgeError("unavailable", method, `No host app to call ${method}`));
    }

    if (FIRE_AND_FORGET_METHODS.has(method)) {
      try {
        transport.post(method, params, "");
        return Promise.resolve(undefined as ResultOf<M>);
      } catch (error) {
        return Promise.reject(new BridgeError("failed", method, `Host refused ${method}: ${String(error)}`));
      }
    }

    const name = takeCallbackName(win);
    if (!name) {
      return Promise.reject(new BridgeError("busy", method, `Too many pending bridge calls to call ${method}`));
    }

    return new Promise<ResultOf<M>>((resolve, reject) => {
      const slots = win as unknown as CallbackSlots;
      pending.add(name);
      const finish = () => {
        clearTimeout(timer);
        pending.delete(name);
        delete slots[name];
      };
      const timer = setTimeout(() => {
        finish();
        reject(new BridgeError("timeout", method, `The host did not answer ${method} in time`));
      }, timeoutFor(method, callOptions));

      slots[name] = (raw: unknown) => {
        finish();
        const reply = parseReply(raw);
        if (!reply) {
          reject(new BridgeError("bad_reply", method, `Unreadable answer to ${method}`));
        } else if (reply.ret === 0) {
          resolve(readResult(method, reply.params));
        } else if (reply.ret === RET_REJECTED) {
          reject(new BridgeError("rejected", method, reply.msg || `${method} was rejected`, { code: reply.ret, reply }));
        } else {
          reject(new BridgeError("failed", method, reply.msg || `${method} failed`, { code: reply.ret, reply }));
        }
      };

      try {
        transport.post(method, params, name);
      } catch (error) {
        finish();
        reject(new BridgeError("failed", method, `Host refused ${method}: ${String(error)}`));
      }
    });
  }

  function loadCapabilities(): Promise<ReadonlySet<string> | null> {
    const win = getWindow();
    const injected = injectedCapabilities(win);
    if (injected) return Promise.resolve(injected);
    if (!detectTransport(win)) return Promise.resolve(null);
    capabilities ??= send("getAppInfo", {}).then(
      (info) => {
        if (info.methods) listedByHost = new Set(info.methods);
        return listedByHost;
      },
      () => null,
    );
    return capabilities;
  }

  function isAvailable(): boolean {
    return detectTransport(getWindow()) !== null;
  }

  function supports(method: BridgeMethod): boolean {
    const win = getWindow();
    if (!detectTransport(win)) return false;
    const known = knownCapabilities(win);
    return known ? known.has(method) : true;
  }

  async function call<M extends BridgeMethod>(method: M, params?: ParamsOf<M>, callOptions?: CallOptions): Promise<ResultOf<M>> {
    const args = (params ?? {}) as ParamsOf<M>;
    if (!isAvailable()) throw new BridgeError("unavailable", method, `No host app to call ${method}`);
    if (method !== "getAppInfo") {
      const known = knownCapabilities(getWindow()) ?? (await loadCapabilities());
      if (known && !known.has(method)) {
        throw new BridgeError("not_supported", method, `The host app does not support ${method}`);
      }
    }
    const result = await send(method, args, callOptions);
    if (method === "getAppInfo") {
      const methods = (result as ResultOf<"getAppInfo">).methods;
      if (methods) listedByHost = new Set(methods);
    }
    return result;
  }

  const typed = Object.fromEntries(
    BRIDGE_METHODS.map((method) => [
      method,
      (params?: ParamsOf<typeof method>, callOptions?: CallOptions) => call(method, params, callOptions),
    ]),
  ) as unknown as BridgeMethods;

  return { ...typed, isAvailable, supports, loadCapabilities, call };
}

/** The page's bridge (looks the host up on each call, so it is safe to import on the server). */
export const bridge: Bridge = createBridge();
