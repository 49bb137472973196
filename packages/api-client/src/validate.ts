// Response validation that works with real and with deferred schemas (./deferred-zod/recipe.ts): in the
// browser the contract's schemas are recorded and zod loads with the first answer to check.
import type { ZodMiniType } from "zod/mini";
import { buildDeferred } from "./deferred-zod/recipe";

/** `schema.safeParse(data)`, after building the schema with zod when it was recorded in the browser. */
export async function safeParseDeferred<Out>(schema: ZodMiniType<Out, unknown>, data: unknown) {
  const real = await buildDeferred(schema);
  return real.safeParse(data);
}
