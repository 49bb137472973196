// The app's offer-statistics relay (issue 11, item 6): POST /api/offer-stats takes the browser's
// unsigned draft, signs it with OFFER_STATS_SECRET (which never leaves the server) and forwards it to
// the statistics service. Each app mounts it as src/app/api/offer-stats/route.ts.
import "server-only";
import { parseOfferStatDraft, signOfferStat } from "@repo/analytics/offer-stats-sign";
import { DEV_OFFER_STATS_SECRET, type ServerEnv } from "./env";

/** A draft is a few hundred bytes; anything much larger is not one. */
const MAX_BODY_BYTES = 8 * 1024;

export interface OfferStatsRouteOptions {
  fetch?: typeof fetch;
}

export function offerStatsRoute(env: () => ServerEnv, options: OfferStatsRouteOptions = {}) {
  return {
    async POST(request: Request): Promise<Response> {
      const text = await request.text();
      if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) return status(413);
      const draft = parseOfferStatDraft(parseJson(text));
      if (!draft) return status(400);
      const { OFFER_STATS_KEY, OFFER_STATS_SECRET, ANALYTICS_PROJECT, SERVER_API_TIMEOUT_MS } = env();
      const signed = await signOfferStat(draft, {
        key: OFFER_STATS_KEY,
        product: ANALYTICS_PROJECT,
        // Production refuses to start without its own secret (env.ts).
        secret: OFFER_STATS_SECRET ?? DEV_OFFER_STATS_SECRET,
        subtle: globalThis.crypto.subtle,
      });
      try {
        const response = await (options.fetch ?? fetch)(offerStatsEndpoint(env()), {
          method: "POST",
          body: JSON.stringify(signed),
          headers: { "Content-Type": "application/json" },
          signal: AbortSignal.timeout(SERVER_API_TIMEOUT_MS),
        });
        return status(response.ok ? 204 : 502);
      } catch {
        return status(502);
      }
    },
  };
}

/** The statistics service as the server reaches it; defaults to the backend origin's /offer-stats. */
export function offerStatsEndpoint(env: ServerEnv): string {
  return env.OFFER_STATS_ENDPOINT ?? `${env.API_ORIGIN}/offer-stats`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function status(code: number): Response {
  return new Response(null, { status: code });
}
