// @vitest-environment node
// The whole contract, loaded the way the browser bundles load it (zod/mini replaced by ./deferred-zod),
// builds into the same schemas as with zod itself: no endpoint inspects a schema while it is defined.
import { describe, expect, it, vi } from "vitest";
import { toJSONSchema } from "zod/v4/core";
import type { ZodMiniType } from "zod/mini";

async function contract() {
  return (await import("./endpoints/all")).ALL_ENDPOINTS;
}

const describeSchema = (schema: ZodMiniType) => JSON.stringify(toJSONSchema(schema, { unrepresentable: "any", io: "input" }));

describe("the contract with deferred schemas", () => {
  it("records every request and response schema and builds it to what zod builds", async () => {
    const real = await contract();
    vi.resetModules();
    vi.doMock("zod/mini", () => import("./deferred-zod"));
    const deferred = await contract();
    // The recipe module of this (reset) module graph: its records are the ones the contract made.
    const { buildDeferred } = await import("./deferred-zod/build");
    const { isDeferred } = await import("./deferred-zod/record");
    vi.doUnmock("zod/mini");
    expect(deferred.map(([name]) => name)).toEqual(real.map(([name]) => name));
    for (const [index, [name, endpoint]] of deferred.entries()) {
      const twin = real[index]?.[1];
      if (!twin) throw new Error(`no ${name}`);
      expect(isDeferred(endpoint.response)).toBe(true);
      const response = await buildDeferred(endpoint.response);
      const request = await buildDeferred(endpoint.request);
      expect({ name, response: describeSchema(response) }).toEqual({ name, response: describeSchema(twin.response) });
      expect({ name, request: describeSchema(request) }).toEqual({ name, request: describeSchema(twin.request) });
    }
  });
});
