// Main service: offer statistics (signature checked) and per-page translation files.
import { mainEndpoints as main } from "@repo/api-client/endpoints/main";
import { DEV_CODES, fail } from "../envelope";
import { signOfferStat } from "../offer-stats";
import { type HandlerContext, type Route, serve } from "../serve";

/** The app key and secret the dev offer-statistics service accepts. */
export const DEV_OFFER_STATS_KEY = "dev-offer-key";
export const DEV_OFFER_STATS_SECRET = "dev-offer-secret";
const MAX_CLOCK_SKEW_SECONDS = 600;

const seenNonces = new WeakMap<object, Set<string>>();

function acceptOfferStat(context: HandlerContext, fields: Record<string, unknown> & { key: string; ts: number; nonce: string; sign: string; event: string; uid: string; placement: string }) {
  if (fields.key !== DEV_OFFER_STATS_KEY) fail(DEV_CODES.INVALID_PARAMS, "Unknown app key", { key: ["Unknown key"] });
  if (Math.abs(context.nowSeconds() - fields.ts) > MAX_CLOCK_SKEW_SECONDS) fail(DEV_CODES.INVALID_PARAMS, "Statistic too old", { ts: ["More than 10 minutes off"] });
  const expected = signOfferStat(fields, DEV_OFFER_STATS_SECRET);
  if (expected !== fields.sign) fail(DEV_CODES.INVALID_PARAMS, "Bad signature", { sign: ["Does not match the fields"] });
  const nonces = seenNonces.get(context.state) ?? new Set<string>();
  seenNonces.set(context.state, nonces);
  if (nonces.has(fields.nonce)) fail(DEV_CODES.ALREADY_DONE, "Statistic already received");
  nonces.add(fields.nonce);
  context.state.offerStats.push({ event: fields.event, uid: fields.uid, placement: fields.placement, ts: fields.ts });
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
  serve(main.pageTranslations, ({ page, locale }) => {
    if (!/^[a-z0-9_]+$/.test(page)) fail(DEV_CODES.NOT_FOUND, "No such page");
    if (!/^[a-z]{2}-[A-Z]{2}$/.test(locale)) fail(DEV_CODES.NOT_FOUND, "No such locale");
    return Object.fromEntries(Object.entries(TRANSLATIONS).map(([key, text]) => [`${page}.${key}`, `${text} (${locale})`]));
  }),
];
