// Response validation that works with real and with deferred schemas (./deferred-zod/record.ts, ./deferred-zod/build.ts): in the
// browser the contract's schemas are recorded and zod loads with the first answer to check.
import type { ZodMiniType } from "zod/mini";
import { buildDeferred, loadZod } from "./deferred-zod/build";

/** `schema.safeParse(data)`, after building the schema with zod when it was recorded in the browser. */
export async function safeParseDeferred<Out>(schema: ZodMiniType<Out, unknown>, data: unknown) {
  const real = await buildDeferred(schema);
  return real.safeParse(data);
}

/** In the browser, starts fetching zod (it validates the first answer): call it when a request starts. */
export function preloadDeferredZod(): void {
  if ("window" in globalThis) void loadZod().catch(() => undefined);
}
