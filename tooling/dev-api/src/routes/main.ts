// Main service: offer statistics (signature checked) and per-page translation files.
import { mainEndpoints as main } from "@repo/api-client/endpoints/main";
import { DEV_CODES, fail } from "../envelope";
import { DEV_OFFER_STATS_SECRET, offerStatSign } from "./analytics";
import { type HandlerContext, type Route, serve } from "../serve";

// The signature and the dev secret are the ones of the analytics routes (routes/analytics.ts), so
// @repo/analytics can send to either receiver: /offer-stats or this typed endpoint.
const MAX_CLOCK_SKEW_SECONDS = 600;

function acceptOfferStat(context: HandlerContext, fields: Record<string, unknown> & { key: string; ts: number; nonce: string; sign: string; event: string; uid: string; placement: string }) {
  if (!fields.key) fail(DEV_CODES.INVALID_PARAMS, "Missing app key", { key: ["Required"] });
  if (Math.abs(context.nowSeconds() - fields.ts) > MAX_CLOCK_SKEW_SECONDS) fail(DEV_CODES.INVALID_PARAMS, "Statistic too old", { ts: ["More than 10 minutes off"] });
  const expected = offerStatSign(fields, DEV_OFFER_STATS_SECRET);
  if (expected !== fields.sign) fail(DEV_CODES.INVALID_PARAMS, "Bad signature", { sign: ["Does not match the fields"] });
  if (context.state.offerStats.some((stat) => stat.nonce === fields.nonce)) fail(DEV_CODES.ALREADY_DONE, "Statistic already received");
  context.state.offerStats.push({ event: fields.event, uid: fields.uid, placement: fields.placement, ts: fields.ts, nonce: fields.nonce });
  return { ok: true };
}

const TRANSLATIONS: Record<string, string> = {
  title: "Page",
  empty: "Nothing here yet",
  retry: "Try again",
};

export const mainRoutes: Route[] = [
  serve(main.offerStatistics, (input, context) => acceptOfferStat(context, input)),
  serve(main.offerStatisticsGet, (input, context) => acceptOfferStat(context, input)),
  serve(main.pageTranslations, ({ page, locale }, context) => {
    if (!/^[a-z0-9_]+$/.test(page)) fail(DEV_CODES.NOT_FOUND, "No such page");
    if (!/^[a-z]{2}-[A-Z]{2}$/.test(locale)) fail(DEV_CODES.NOT_FOUND, "No such locale");
    const seeded = Object.fromEntries(Object.entries(TRANSLATIONS).map(([key, text]) => [`${page}.${key}`, `${text} (${locale})`]));
    // Corrections set through POST /__dev/page-texts win (they stand for an edit in the translation admin).
    return { ...seeded, ...context.state.pageTexts.get(`${page}/${locale}`) };
  }),
];
