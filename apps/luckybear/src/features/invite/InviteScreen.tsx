"use client";
// /luckybear/invite: the player's invite link to share, what it brought, the friends who joined
// (20 a page) and this week's best inviters.
import type { Locale } from "@repo/i18n/locales";
import { InvitedFriendsCard } from "@repo/app-shell/features/invite/InvitedFriendsCard";
import { PageFrame } from "@repo/app-shell/page-frame";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { Trans } from "@lingui/react/macro";
import { InviteSummaryCard } from "./InviteSummaryCard";
import { WeeklyRankCard } from "./WeeklyRankCard";

export function InviteScreen({ locale }: { locale: Locale }) {
  const loggedIn = useIsLoggedIn();
  return (
    <PageFrame locale={locale} back="/luckybear" heading={<Trans>Invite friends</Trans>}>
      {loggedIn ? <InviteSummaryCard locale={locale} /> : null}
      <InvitedFriendsCard locale={locale} enabled={loggedIn} />
      <WeeklyRankCard locale={locale} />
    </PageFrame>
  );
}
