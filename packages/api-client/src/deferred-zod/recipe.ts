// Deferred schemas: a stand-in for zod/mini that records how each schema is built (a recipe of exports
// read, properties read and calls made) and builds it with the real zod/mini only when something is
// validated. The browser bundles take their "zod/mini" from ../deferred-zod.ts (an alias in
// @repo/next-config), so the contract's schemas cost their own definitions on a route and zod itself
// arrives with the first answer to validate, after the first paint. Servers and tests use zod directly.
import type * as RealZod from "zod/mini";

type ZodModule = typeof RealZod;

type Step =
  | { kind: "export"; name: string }
  | { kind: "get"; target: Deferred; key: string }
  | { kind: "call"; target: Deferred; self: unknown; args: unknown[] };

/** A recorded zod value: callable, and every property read of it is another recorded value. */
export type Deferred = (...args: unknown[]) => unknown;

const steps = new WeakMap<object, Step>();
/** Proxy target → its proxy, because the apply trap is handed the target. */
const proxies = new WeakMap<object, Deferred>();
const built = new WeakMap<object, unknown>();

/** What would validate or inspect a schema synchronously: zod is not there yet, so it fails loudly. */
const NEEDS_ZOD = new Set([
  "parse",
  "safeParse",
  "parseAsync",
  "safeParseAsync",
  "decode",
  "encode",
  "safeDecode",
  "safeEncode",
  "decodeAsync",
  "encodeAsync",
  "safeDecodeAsync",
  "safeEncodeAsync",
  "_zod",
  "~standard",
]);

function refuse(what: string): never {
  throw new Error(
    `[deferred-zod] ${what} on a schema in the browser: zod loads after the first paint here. ` +
      `Validate with safeParseDeferred() from @repo/api-client/validate (the API client already does).`,
  );
}

const describe = () => "[deferred zod schema]";

const handler: ProxyHandler<() => void> = {
  get(target, key) {
    if (typeof key === "symbol" || key === "then") return undefined; // not a thenable, no primitive
    if (key === "toString" || key === "toJSON" || key === "valueOf") return describe;
    if (NEEDS_ZOD.has(key)) refuse(`.${key}`);
    return record({ kind: "get", target: proxyOf(target), key });
  },
  apply(target, self, args: unknown[]) {
    return record({ kind: "call", target: proxyOf(target), self, args });
  },
  ownKeys: () => refuse("reading the keys"),
  has: (_target, key) => refuse(`checking for ${String(key)}`),
  set: () => refuse("changing a property"),
  defineProperty: () => refuse("defining a property"),
  deleteProperty: () => refuse("deleting a property"),
};

function proxyOf(target: object): Deferred {
  const proxy = proxies.get(target);
  if (!proxy) throw new Error("[deferred-zod] unknown target");
  return proxy;
}

function record(step: Step): Deferred {
  const target = () => undefined;
  const proxy: Deferred = new Proxy(target, handler);
  steps.set(proxy, step);
  proxies.set(target, proxy);
  return proxy;
}

/** A top-level export of zod/mini, recorded. */
export function deferredExport(name: string): Deferred {
  return record({ kind: "export", name });
}

export function isDeferred(value: unknown): value is Deferred {
  return typeof value === "function" && steps.has(value);
}

function isPlainObject(value: unknown): value is Record<PropertyKey, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Copies arrays and plain objects with every recorded value built; getters stay getters (recursion). */
function buildValue(value: unknown, zod: ZodModule): unknown {
  if (isDeferred(value)) return buildRecorded(value, zod);
  if (Array.isArray(value)) return value.map((item) => buildValue(item, zod));
  if (!isPlainObject(value)) return value;
  const copy: Record<PropertyKey, unknown> = Object.create(Object.getPrototypeOf(value) as object | null);
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if (!descriptor) continue;
    const { get } = descriptor;
    if (get) {
      Object.defineProperty(copy, key, { enumerable: descriptor.enumerable ?? true, configurable: true, get: () => buildValue(get.call(value), zod) });
    } else {
      Object.defineProperty(copy, key, { ...descriptor, value: buildValue(descriptor.value, zod) });
    }
  }
  return copy;
}

function buildRecorded(deferred: Deferred, zod: ZodModule): unknown {
  if (built.has(deferred)) return built.get(deferred);
  const step = steps.get(deferred);
  if (!step) throw new Error("[deferred-zod] not a recorded value");
  let value: unknown;
  if (step.kind === "export") {
    value = Reflect.get(zod, step.name);
  } else if (step.kind === "get") {
    const owner = buildRecorded(step.target, zod);
    if ((typeof owner !== "object" && typeof owner !== "function") || owner === null) {
      throw new Error(`[deferred-zod] reading .${step.key} of ${String(owner)}`);
    }
    value = Reflect.get(owner, step.key);
  } else {
    const fn = buildRecorded(step.target, zod);
    if (typeof fn !== "function") throw new Error("[deferred-zod] a recorded call of something that is not a function");
    value = Reflect.apply(fn, buildValue(step.self, zod), step.args.map((arg) => buildValue(arg, zod)));
  }
  built.set(deferred, value);
  return value;
}

let loading: Promise<ZodModule> | null = null;

/** The real zod/mini (by another specifier than the aliased one), loaded once. */
export function loadZod(): Promise<ZodModule> {
  loading ??= import("zod/v4/mini").catch((error: unknown) => {
    loading = null; // a failed chunk load may succeed later
    throw error;
  });
  return loading;
}

/** The real schema a recorded one stands for (built once); anything else is returned as it is. */
export async function buildDeferred<T>(schema: T): Promise<T> {
  if (!isDeferred(schema)) return schema;
  return buildRecorded(schema, await loadZod()) as T;
}
