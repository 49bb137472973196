"use client";
// The landing's call to action, which depends on who opens it (a guest signs up, the inviter shares, another
// player starts playing) and on the platform (where the sign-up is), and its one effect: the referral and
// UTM parameters and the inviter kept on the device for the sign-up (first touch wins).
import { Trans } from "@lingui/react/macro";
import { authHref } from "@repo/app-shell/features/auth/paths";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { buildLoginUrl } from "@repo/session/login-url";
import { useIsLoggedIn, usePlatform, useSessionValue } from "@repo/session/react/hooks";
import { readCredentials } from "@repo/session/storage/persisted";
import { type ReactNode, useEffect } from "react";
import { keepReferral } from "./referral";

const LINK_BUTTON = "flex min-h-48 w-full items-center justify-center rounded-16 px-20 text-16 font-semibold";

export interface LandingActionProps {
  locale: Locale;
  /** The inviter's id, kept for the sign-up; null when the server does not know it. */
  inviterId: number | null;
  /** What the friend gets ("10.00 USDT"), when known. */
  friendReward: string | null;
  /** This page with its query and locale: where a sign-up comes back to. */
  backUrl: string;
}

export function LandingAction({ locale, inviterId, friendReward, backUrl }: LandingActionProps) {
  const platform = usePlatform();
  const loggedIn = useIsLoggedIn();
  const userId = useSessionValue("userId");

  useEffect(() => {
    // The stored login, not the store: this runs before the session provider has read it.
    const selfId = readCredentials(platform.storage)?.userId ?? null;
    keepReferral(platform.storage, { url: window.location.href, inviterId, selfId });
  }, [platform.storage, inviterId]);

  const login = buildLoginUrl({ platform: platform.kind, backUrl, locale });
  const loginHref = login.kind === "push" ? login.href : authHref(locale, "login", { backUrl });
  const ownLink = loggedIn && userId !== null && userId === inviterId;

  return !loggedIn ? (
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
