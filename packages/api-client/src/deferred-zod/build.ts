// Deferred schemas, the building half: turns a recording of ./record.ts into the real zod schema, once.
// Loaded with the API client's calls, never with a page.
import type * as RealZod from "zod/mini";
import { type Deferred, isDeferred, stepOf } from "./record";

type ZodModule = typeof RealZod;

const built = new WeakMap<object, unknown>();

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
  const step = stepOf(deferred);
  let value: unknown;
  if (step.kind === "export") {
    value = Reflect.get(zod, step.name);
    if (value === undefined) throw new Error(`[deferred-zod] zod/mini's ${step.name} is not in deferred-zod/zod-subset.ts`);
  } else if (step.kind === "get") {
    const owner = buildRecorded(step.target, zod);
    if ((typeof owner !== "object" && typeof owner !== "function") || owner === null) {
      throw new Error(`[deferred-zod] reading .${step.key} of ${String(owner)}`);
    }
    value = Reflect.get(owner, step.key);
    if (value === undefined && owner === Reflect.get(zod, "z")) {
      throw new Error(`[deferred-zod] z.${String(step.key)} is not in deferred-zod/zod-subset.ts`);
    }
  } else {
    const fn = buildRecorded(step.target, zod);
    if (typeof fn !== "function") throw new Error("[deferred-zod] a recorded call of something that is not a function");
    value = Reflect.apply(fn, buildValue(step.self, zod), step.args.map((arg) => buildValue(arg, zod)));
  }
  built.set(deferred, value);
  return value;
}

let loading: Promise<ZodModule> | null = null;

/**
 * The real zod/mini functions browser code calls (./zod-subset.ts, from another specifier than the
 * aliased one), loaded once.
 */
export function loadZod(): Promise<ZodModule> {
  loading ??= import("./zod-subset").then(({ zodSubset }) => zodSubset as unknown as ZodModule).catch((error: unknown) => {
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
