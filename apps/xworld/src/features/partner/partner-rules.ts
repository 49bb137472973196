// The partner application's fields as the form checks them before sending, and the commission rate.
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { PartnerApplication, partnerEndpoints } from "@repo/api-client/endpoints/partner";
import { isHttpUrl } from "@repo/api-client/url";
import { fromUnits, mulDiv } from "@repo/app-shell/money/units";

/** The program's tiers, the player's application and an approved partner's figures. */
export type PartnerInfo = ResponseOf<typeof partnerEndpoints.info>;

/** A pending application is read again this often (the review decides on the server). */
export const PENDING_REFRESH_MS = 30_000;

/** The player may apply: never yet, or again after a rejection. */
export function canApply(application: PartnerApplication | null): boolean {
  return application === null || application.status === "rejected";
}

export const CONTACT_MIN = 3;
export const CONTACT_MAX = 64;
export const AUDIENCE_MAX = 1_000_000_000;

export interface ApplicationFields {
  channelUrl: string;
  audience: string;
  contact: string;
}

export type ApplicationProblem = "channel_url" | "audience" | "contact";

/** The fields that are wrong (none: the application can be sent), and the values to send. */
export function checkApplication(fields: ApplicationFields): { problems: ApplicationProblem[]; audience: number; contact: string; channelUrl: string } {
  const channelUrl = fields.channelUrl.trim();
  const contact = fields.contact.trim();
  const digits = fields.audience.trim().replace(/[\s,.]/g, "");
  const audience = /^\d{1,10}$/.test(digits) ? Number(digits) : Number.NaN;
  const problems: ApplicationProblem[] = [];
  if (!isHttpUrl(channelUrl)) problems.push("channel_url");
  if (!Number.isInteger(audience) || audience > AUDIENCE_MAX) problems.push("audience");
  if (contact.length < CONTACT_MIN || contact.length > CONTACT_MAX) problems.push("contact");
  return { problems, audience, contact, channelUrl };
}

/** Basis points as a percentage: 1 500 → "15". */
export function commissionPercent(bps: number): string {
  return fromUnits(mulDiv(BigInt(bps), 10n ** 6n, 100n));
}
