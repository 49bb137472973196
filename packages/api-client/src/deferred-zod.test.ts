// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as realModule from "zod/mini";
import { type ZodMiniType, z as realZ } from "zod/mini";
import * as deferredModule from "./deferred-zod";
import { buildDeferred } from "./deferred-zod/build";
import { isDeferred } from "./deferred-zod/record";
import { zodSubset } from "./deferred-zod/zod-subset";
import { safeParseDeferred } from "./validate";

type Zod = typeof realZ;
// The stand-in is typed loosely on purpose (only the bundler sees it); here it plays zod/mini.
const deferredZ = deferredModule.z as unknown as Zod;

/** The same schemas, built by whichever zod is given. */
function schemasOf(z: Zod) {
  const base = z.object({ id: z.number(), name: z.string() });
  const coin = z.enum(["USDT", "WH"]);
  interface Node {
    value: number;
    children: Node[];
  }
  const node: ZodMiniType<Node> = z.object({
    value: z.number(),
    get children() {
      return z.array(node);
    },
  });
  return {
    base,
    extended: z.extend(base, { coin, note: z.optional(z.nullable(z.string())) }),
    checked: z.string().check(z.regex(/^[\w-]{8,64}$/), z.maxLength(10)),
    refined: z.string().check(z.refine((value) => value.startsWith("https://"), { message: "Expected https" })),
    piped: z.pipe(
      z.string(),
      z.transform((value) => value.length),
    ),
    union: z.discriminatedUnion("kind", [z.object({ kind: z.literal("a"), a: z.number() }), z.object({ kind: z.literal("b"), b: z.string() })]),
    record: z.record(z.string(), z.array(z.number())),
    loose: z.looseObject({ flag: z.boolean() }),
    tree: node,
    page: z.object({ list: z.array(base), total: z.number().check(z.minimum(0)) }),
  };
}

const inputs: Record<string, unknown[]> = {
  base: [{ id: 1, name: "a", extra: true }, { id: "1", name: "a" }, null],
  extended: [{ id: 1, name: "a", coin: "WH" }, { id: 1, name: "a", coin: "BTC", note: null }],
  checked: ["abcdefgh", "short", "abcdefghijk"],
  refined: ["https://x.test", "javascript:alert(1)"],
  piped: ["four", 4],
  union: [{ kind: "a", a: 1 }, { kind: "b", b: 2 }, { kind: "c" }],
  record: [{ x: [1, 2] }, { x: ["1"] }],
  loose: [{ flag: true, other: 1 }, { flag: "yes" }],
  tree: [{ value: 1, children: [{ value: 2, children: [] }] }, { value: 1, children: [{ value: "2", children: [] }] }],
  page: [{ list: [{ id: 1, name: "a" }], total: 1 }, { list: [], total: -1 }],
};

const outcome = (result: { success: boolean; data?: unknown; error?: { issues: { path: PropertyKey[]; message: string; code: string }[] } }) =>
  result.success ? { data: result.data } : { issues: result.error?.issues.map(({ path, message, code }) => ({ path, message, code })) };

describe("deferred zod", () => {
  it("has every export of zod/mini, so any import form of the contract works in the browser", () => {
    expect(Object.keys(deferredModule).sort()).toEqual(Object.keys(realModule).sort());
  });

  it("records schemas without zod and validates like zod once built", async () => {
    const real = schemasOf(realZ);
    const deferred = schemasOf(deferredZ);
    for (const [name, values] of Object.entries(inputs)) {
      const key = name as keyof typeof real;
      expect(isDeferred(deferred[key])).toBe(true);
      for (const value of values) {
        const expected = outcome(real[key].safeParse(value));
        const schema = deferred[key] as unknown as ZodMiniType;
        expect({ name, value, result: outcome(await safeParseDeferred(schema, value)) }).toEqual({ name, value, result: expected });
      }
    }
  });

  it("builds a schema once, and a shared part stays one schema", async () => {
    const deferred = schemasOf(deferredZ);
    const first = await buildDeferred(deferred.extended);
    expect(await buildDeferred(deferred.extended)).toBe(first);
    const page = await buildDeferred(deferred.page);
    expect(page.def.shape.list.def.element).toBe(await buildDeferred(deferred.base));
  });

  it("refuses to validate synchronously, loudly, instead of answering with a recording", () => {
    const schema = deferredZ.object({ id: deferredZ.number() });
    expect(() => schema.safeParse({ id: 1 })).toThrow(/zod loads after the first paint/);
    expect(() => Object.keys(schema)).toThrow(/reading the keys/);
    expect(String(schema)).toBe("[deferred zod schema]");
  });

  it("is not a thenable, so a schema can be returned from async code", async () => {
    const schema = deferredZ.string();
    await expect(Promise.resolve(schema)).resolves.toBe(schema);
  });

  it("passes real schemas through", async () => {
    const schema = realZ.string();
    expect(await buildDeferred(schema)).toBe(schema);
    expect((await safeParseDeferred(schema, "x")).success).toBe(true);
  });

  it("builds with the subset of zod/mini the browser loads, which has every zod function browser code calls", () => {
    const root = path.resolve(import.meta.dirname, "../../..");
    // Every source file under apps/*/src and packages/*/src but tests and stories.
    const filesUnder = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(full);
        return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$|\.d\.ts$/.test(entry.name) ? [full] : [];
      });
    const sources = ["apps", "packages"].flatMap((top) =>
      readdirSync(path.join(root, top)).flatMap((name) => {
        const src = path.join(root, top, name, "src");
        return existsSync(src) ? filesUnder(src) : [];
      }),
    );
    expect(sources.length).toBeGreaterThan(300);
    const called = new Set<string>();
    for (const file of sources) {
      const text = readFileSync(file, "utf8");
      if (!/from "zod(\/mini)?"/.test(text)) continue;
      // Anything imported by name but the namespace and types would bypass `z.`: none is.
      for (const [, names = ""] of text.matchAll(/import \{([^}]*)\} from "zod(?:\/mini)?"/g)) {
        const values = names.split(",").map((name) => name.trim()).filter((name) => name && !name.startsWith("type ") && name !== "z");
        expect({ file, values }).toEqual({ file, values: [] });
      }
      for (const [, name = ""] of text.matchAll(/\bz\.([A-Za-z_$][\w$]*)/g)) {
        // Capitalised names are classes used as types (z.ZodMiniType<…>), erased from the bundle.
        if (/^[a-z]/.test(name) && Reflect.get(realZ, name) !== undefined) called.add(name);
      }
    }
    expect(called.size).toBeGreaterThan(10);
    const missing = [...called].filter((name) => !(name in zodSubset.z)).sort();
    expect(missing).toEqual([]);
    for (const [name, value] of Object.entries(zodSubset.z)) expect({ name, value }).toEqual({ name, value: Reflect.get(realZ, name) });
  });
});
