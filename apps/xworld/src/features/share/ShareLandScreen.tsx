// /share/land: the page a friend opens from an invite link. Who invited them, what they get, and a
// sign-up that comes back here; the landing's referral and UTM parameters and the inviter are kept
// on the device for the sign-up (first touch wins). Guests are welcome: it renders before app start.
// A server component: the inviter and the reward come in the HTML; the call to action (who opens it,
// where the sign-up is) is its client code (LandingAction).
import { Trans } from "@lingui/react/macro";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { VipBadge } from "@repo/ui/vip-badge";
import { InviteRewardRules } from "./InviteRewardRules";
import { LandingAction } from "./LandingAction";
import type { LandingData } from "./load-landing";

export interface ShareLandScreenProps {
  locale: Locale;
  data: LandingData;
  /** This page with its query and locale: where a sign-up comes back to. */
  backUrl: string;
}

export function ShareLandScreen({ locale, data, backUrl }: ShareLandScreenProps) {
  const { inviter, reward } = data;
  const profile = inviter.kind === "found" ? inviter.profile : null;
  const inviterName = profile?.username;
  // A lookup that failed may still name a real player: keep the id; one the server does not know, not.
  const inviterId = profile ? profile.user_id : inviter.kind === "failed" ? data.inviterId : null;

  const friendReward = reward ? `${formatAmount(reward.invitee_reward, { locale })} ${reward.coin_name}` : null;

  return (
    <div className="flex flex-col gap-16 px-16 pb-32 pt-24">
      <section className="flex flex-col items-center gap-12 text-center" aria-labelledby="invite-heading">
        {profile ? (
          <>
            <img src={profile.avatar} alt="" width={80} height={80} className="size-80 rounded-full bg-surface-sunken object-cover shadow-card" />
            <VipBadge level={profile.vip_level} size={24} showLabel />
          </>
        ) : null}
        <h1 id="invite-heading" className="text-24 font-bold text-text">
          {profile ? <Trans>{inviterName} invited you to XWorld</Trans> : <Trans>You are invited to XWorld</Trans>}
        </h1>
        <p className="text-15 text-text-muted">
          <Trans>Play games, finish tasks and earn rewards together.</Trans>
        </p>
      </section>

      {friendReward ? (
        <Card>
          <p className="mb-12 text-center text-16 font-semibold text-text">
            <Trans>Sign up and get {friendReward}</Trans>
          </p>
          {reward ? <InviteRewardRules locale={locale} reward={reward} reader="invitee" /> : null}
        </Card>
      ) : null}

      <LandingAction locale={locale} inviterId={inviterId} friendReward={friendReward} backUrl={backUrl} />
    </div>
  );
}
