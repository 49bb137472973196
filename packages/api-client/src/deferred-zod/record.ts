// Deferred schemas, the recording half: a stand-in for zod/mini that records how each schema is built (a
// recipe of exports read, properties read and calls made); ./build.ts builds it with the real zod/mini
// when something is validated. The browser bundles take their "zod/mini" from ../deferred-zod.ts (an
// alias in @repo/next-config), so the contract's schemas cost their own definitions on a route, and zod
// itself arrives with the first answer to validate, after the first paint. Servers and tests use zod.

export type Step =
  | { kind: "export"; name: string }
  | { kind: "get"; target: Deferred; key: string }
  | { kind: "call"; target: Deferred; self: unknown; args: unknown[] };

/** A recorded zod value: callable, and every property read of it is another recorded value. */
export type Deferred = (...args: unknown[]) => unknown;

const steps = new WeakMap<object, Step>();
/** Proxy target → its proxy, because the apply trap is handed the target. */
const proxies = new WeakMap<object, Deferred>();

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

/** How a recorded value was made. */
export function stepOf(deferred: Deferred): Step {
  const step = steps.get(deferred);
  if (!step) throw new Error("[deferred-zod] not a recorded value");
  return step;
}
