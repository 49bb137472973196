// The partner program: applications, reviewed once the review time has passed on the injected clock
// (approved when the audience reaches the minimum), and an approved partner's commission on what the
// players they invited recharged.
import type { PartnerChannel } from "@repo/api-client/endpoints/partner";
import { DEV_CODES, fail } from "../envelope";
import { mulBps } from "./compete-math";

export const PARTNER_MIN_AUDIENCE = 1_000;
/** How long a review takes (the dev API decides when a read comes after this). */
export const PARTNER_REVIEW_SECONDS = 600;
export const PARTNER_COIN = "USDT";

export const PARTNER_TIERS = [
  { tier: 1, name: "Bronze", min_invites: 0, commission_bps: 1_000 },
  { tier: 2, name: "Silver", min_invites: 10, commission_bps: 1_500 },
  { tier: 3, name: "Gold", min_invites: 50, commission_bps: 2_000 },
] as const;

export interface PartnerApplicationRecord {
  status: "pending" | "approved" | "rejected";
  channel: PartnerChannel;
  channel_url: string;
  audience: number;
  contact: string;
  applied_at: number;
  reviewed_at: number | null;
  review_note: string | null;
}

export function tierFor(invited: number): (typeof PARTNER_TIERS)[number] {
  return [...PARTNER_TIERS].reverse().find((tier) => invited >= tier.min_invites) ?? PARTNER_TIERS[0];
}

export function commissionMicro(rechargedMicro: number, commissionBps: number): number {
  return mulBps(rechargedMicro, commissionBps);
}

export class PartnerStore {
  private readonly applications = new Map<number, PartnerApplicationRecord>();

  constructor(private readonly now: () => number) {}

  /** The latest application, reviewed first when its review time has come. */
  of(userId: number): PartnerApplicationRecord | null {
    const application = this.applications.get(userId) ?? null;
    if (application?.status === "pending" && this.now() >= application.applied_at + PARTNER_REVIEW_SECONDS) {
      const approved = application.audience >= PARTNER_MIN_AUDIENCE;
      application.status = approved ? "approved" : "rejected";
      application.reviewed_at = application.applied_at + PARTNER_REVIEW_SECONDS;
      application.review_note = approved ? null : `An audience of at least ${PARTNER_MIN_AUDIENCE} is needed.`;
    }
    return application;
  }

  apply(userId: number, fields: Pick<PartnerApplicationRecord, "channel" | "channel_url" | "audience" | "contact">): PartnerApplicationRecord {
    const current = this.of(userId);
    if (current?.status === "pending") fail(DEV_CODES.ALREADY_DONE, "Your application is being reviewed");
    if (current?.status === "approved") fail(DEV_CODES.ALREADY_DONE, "You are a partner already");
    const application: PartnerApplicationRecord = { ...fields, status: "pending", applied_at: this.now(), reviewed_at: null, review_note: null };
    this.applications.set(userId, application);
    return application;
  }
}
