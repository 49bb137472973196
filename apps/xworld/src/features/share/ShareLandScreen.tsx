"use client";
// /share/land: the page a friend opens from an invite link. Who invited them, what they get, and a
// sign-up that comes back here; the landing's referral and UTM parameters and the inviter are kept
// on the device for the sign-up (first touch wins). Guests are welcome: it renders before app start.
import { Trans } from "@lingui/react/macro";
import { authHref } from "@repo/app-shell/features/auth/paths";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { buildLoginUrl } from "@repo/session/login-url";
import { useIsLoggedIn, usePlatform, useSessionValue } from "@repo/session/react/hooks";
import { readCredentials } from "@repo/session/storage/persisted";
import { Card } from "@repo/ui/card";
import { VipBadge } from "@repo/ui/vip-badge";
import Link from "@repo/app-shell/link";
import { type ReactNode, useEffect } from "react";
import { InviteRewardRules } from "./InviteRewardRules";
import type { LandingData } from "./load-landing";
import { keepReferral } from "./referral";

export interface ShareLandScreenProps {
  locale: Locale;
  data: LandingData;
  /** This page with its query and locale: where a sign-up comes back to. */
  backUrl: string;
}

const LINK_BUTTON = "flex min-h-48 w-full items-center justify-center rounded-16 px-20 text-16 font-semibold";

export function ShareLandScreen({ locale, data, backUrl }: ShareLandScreenProps) {
  const platform = usePlatform();
  const loggedIn = useIsLoggedIn();
  const userId = useSessionValue("userId");
  const { inviter, reward } = data;
  const profile = inviter.kind === "found" ? inviter.profile : null;
  const inviterName = profile?.username;
  // A lookup that failed may still name a real player: keep the id; one the server does not know, not.
  const inviterId = profile ? profile.user_id : inviter.kind === "failed" ? data.inviterId : null;

  useEffect(() => {
    // The stored login, not the store: this runs before the session provider has read it.
    const selfId = readCredentials(platform.storage)?.userId ?? null;
    keepReferral(platform.storage, { url: window.location.href, inviterId, selfId });
  }, [platform.storage, inviterId]);

  const login = buildLoginUrl({ platform: platform.kind, backUrl, locale });
  const loginHref = login.kind === "push" ? login.href : authHref(locale, "login", { backUrl });
  const friendReward = reward ? `${formatAmount(reward.invitee_reward, { locale })} ${reward.coin_name}` : null;
  const ownLink = loggedIn && userId !== null && userId === inviterId;

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

      {!loggedIn ? (
        <CallToAction note={<Trans>Already playing? The same button signs you in.</Trans>}>
          <Link href={loginHref} className={`${LINK_BUTTON} bg-primary text-primary-contrast`}>
            {friendReward ? <Trans>Sign up and claim {friendReward}</Trans> : <Trans>Sign up</Trans>}
          </Link>
        </CallToAction>
      ) : ownLink ? (
        <CallToAction note={<Trans>This is your own invite link. Friends who open it see this page.</Trans>}>
          <Link href={withLocale("/share", locale)} className={`${LINK_BUTTON} bg-primary text-primary-contrast`}>
            <Trans>Share it with friends</Trans>
          </Link>
        </CallToAction>
      ) : (
        <CallToAction
          note={<Trans>You are signed in. Finish your first task to earn your invite reward.</Trans>}
          status
        >
          <Link href={withLocale("/", locale)} className={`${LINK_BUTTON} bg-primary text-primary-contrast`}>
            <Trans>Start playing</Trans>
          </Link>
        </CallToAction>
      )}
    </div>
  );
}

function CallToAction({ note, status = false, children }: { note: ReactNode; status?: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      <p role={status ? "status" : undefined} className="text-center text-14 text-text-muted">
        {note}
      </p>
      {children}
    </div>
  );
}
