// Share service: the partner program's terms, applying, and the application's status.
import { partnerEndpoints as partner } from "@repo/api-client/endpoints/partner";
import { DEV_CODES, fail } from "../envelope";
import { type Route, serve } from "../serve";
import { formatMicro } from "../state/money";
import { PARTNER_COIN, PARTNER_MIN_AUDIENCE, PARTNER_TIERS, commissionMicro, tierFor } from "../state/partners";

const CONTACT_MAX = 64;
const AUDIENCE_MAX = 1_000_000_000;

export const partnerRoutes: Route[] = [
  serve(partner.info, (_input, { state, me }) => {
    const userId = me().user_id;
    const application = state.partners.of(userId);
    const invites = state.luckyBear.accounts.of(userId).invites;
    const tier = tierFor(invites.length);
    const recharged = invites.reduce((sum, invite) => sum + invite.recharge_micro, 0);
    return {
      min_audience: PARTNER_MIN_AUDIENCE,
      tiers: PARTNER_TIERS.map((row) => ({ ...row })),
      application: application ? { ...application } : null,
      stats:
        application?.status === "approved"
          ? { tier: tier.tier, commission_bps: tier.commission_bps, invited: invites.length, coin_name: PARTNER_COIN, earned: formatMicro(commissionMicro(recharged, tier.commission_bps)) }
          : null,
    };
  }),
  serve(partner.apply, ({ channel, channel_url, audience, contact }, { state, me }) => {
    const trimmed = contact.trim();
    if (trimmed.length < 3 || trimmed.length > CONTACT_MAX) fail(DEV_CODES.INVALID_PARAMS, "Invalid contact", { contact: [`3 to ${CONTACT_MAX} characters`] });
    if (!Number.isInteger(audience) || audience < 0 || audience > AUDIENCE_MAX) fail(DEV_CODES.INVALID_PARAMS, "Invalid audience", { audience: ["A whole number of followers"] });
    return { ...state.partners.apply(me().user_id, { channel, channel_url, audience, contact: trimmed }) };
  }),
];
