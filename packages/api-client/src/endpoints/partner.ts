// Share service: the partner program (/partner): its terms, applying, and the application's status.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { httpUrl } from "../url";
import { empty } from "../schemas/common";
import { partnerApplication, partnerChannel, partnerStats, partnerTier } from "../schemas/partner";

export {
  PARTNER_CHANNELS,
  PARTNER_STATUSES,
  type PartnerApplication,
  type PartnerChannel,
  type PartnerStats,
  type PartnerStatus,
  type PartnerTier,
} from "../schemas/partner";

/** Spec: not shown — the codes. Choice: the dev API's: 1001 a field out of bounds, 2002 an application is pending or approved already. */
export const PARTNER_CODES = { INVALID: 1001, ALREADY_APPLIED: 2002 } as const;

// Spec: not shown — which service runs the partner program and its calls. Choice: the share service
// (partners are paid for the players they invite), the two calls below.
export const partnerEndpoints = {
  info: defineEndpoint({
    service: "share",
    method: "GET",
    path: "/share/partner_info",
    request: empty,
    response: z.object({
      /** Smallest audience an application is approved with. */
      min_audience: z.number(),
      tiers: z.array(partnerTier),
      /** The caller's latest application (null before the first). */
      application: z.nullable(partnerApplication),
      /** An approved partner's figures (null otherwise). */
      stats: z.nullable(partnerStats),
    }),
  }),
  /** A new application (again after a rejection); answers it, pending. */
  apply: defineEndpoint({
    service: "share",
    method: "POST",
    path: "/share/partner_apply",
    request: z.object({
      channel: partnerChannel,
      channel_url: httpUrl,
      audience: z.number(),
      contact: z.string(),
    }),
    response: partnerApplication,
  }),
};
