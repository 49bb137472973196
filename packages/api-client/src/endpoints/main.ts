// Main service: offer statistics and the per-page translation files.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { ok } from "../schemas/common";

// Spec: not shown — the offer-statistics path and signature. Choice: /api/offer_statistics, POST
// (the beacon's JSON body) or GET (the same fields as query, `data` as JSON text), signed as
// @repo/analytics/offer-stats does: sign = hex(SHA-256(canonical + secret)), canonical = every other
// field sorted by name, `name=value` joined with "&" (strings as is, anything else as JSON).
const offerStatFields = {
  key: z.string(),
  desc: z.string(),
  product: z.string(),
  /** Unix seconds. */
  ts: z.number(),
  nonce: z.string(),
  uid: z.string(),
  event: z.string(),
  module: z.string(),
  placement: z.string(),
  sign: z.string(),
};

export const mainEndpoints = {
  offerStatistics: defineEndpoint({
    service: "main",
    method: "POST",
    path: "/api/offer_statistics",
    auth: false,
    request: z.object({ ...offerStatFields, data: z.record(z.string(), z.unknown()) }),
    response: ok,
  }),
  offerStatisticsGet: defineEndpoint({
    service: "main",
    method: "GET",
    path: "/api/offer_statistics",
    auth: false,
    idempotent: false,
    request: z.object({ ...offerStatFields, data: z.string() }),
    response: ok,
  }),
  // Spec: "GET of per-page translation JSON (i18n/page/locale) with a build version query".
  // Choice: GET /i18n/{page}/{locale}.json?v={build version}: one flat key → text object per page.
  pageTranslations: defineEndpoint({
    service: "main",
    method: "GET",
    path: "/i18n/{page}/{locale}.json",
    auth: false,
    request: z.object({ page: z.string(), locale: z.string(), v: z.string() }),
    response: z.record(z.string(), z.string()),
  }),
};
