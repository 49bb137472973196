// The partner program (share service). Spec: not shown — the payloads. Choice: creators apply with the
// channel they promote on and its audience; an application is reviewed (approved when the audience is
// at least the program's minimum); an approved partner earns a commission on what the players they
// invited recharge, at the rate of the tier their invites reach.
import { z } from "zod/mini";
import { httpUrl } from "../url";
import { unixTime } from "./common";

export const PARTNER_CHANNELS = ["telegram", "youtube", "tiktok", "facebook", "other"] as const;
export const partnerChannel = z.enum(PARTNER_CHANNELS);

export const PARTNER_STATUSES = ["pending", "approved", "rejected"] as const;

export const partnerTier = z.object({
  tier: z.number(),
  name: z.string(),
  /** Invited players needed for the tier. */
  min_invites: z.number(),
  /** Commission on the invited players' recharges, in basis points. */
  commission_bps: z.number(),
});

export const partnerApplication = z.object({
  status: z.enum(PARTNER_STATUSES),
  channel: partnerChannel,
  channel_url: httpUrl,
  audience: z.number(),
  contact: z.string(),
  applied_at: unixTime,
  /** Null while pending. */
  reviewed_at: z.nullable(unixTime),
  /** Why it was rejected (null otherwise), in the caller's language. */
  review_note: z.nullable(z.string()),
});

export const partnerStats = z.object({
  tier: z.number(),
  commission_bps: z.number(),
  invited: z.number(),
  coin_name: z.string(),
  /** Commission earned so far (decimal string). */
  earned: z.string(),
});

export type PartnerChannel = z.infer<typeof partnerChannel>;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export type PartnerTier = z.infer<typeof partnerTier>;
export type PartnerApplication = z.infer<typeof partnerApplication>;
export type PartnerStats = z.infer<typeof partnerStats>;
