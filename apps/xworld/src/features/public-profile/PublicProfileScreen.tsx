"use client";
// /profile/[xid]: another player's public profile (name, avatar, VIP level), or a clear not-found.
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useSessionValue } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { VipBadge } from "@repo/ui/vip-badge";
import Link from "@repo/app-shell/link";
import { PageFrame } from "@repo/app-shell/page-frame";
import { PlayerPosts } from "../posts/PlayerPosts";
import { ReportLink } from "../report/ReportLink";
import type { PublicProfile } from "./public-profile";
import { PublicShowcase } from "./PublicShowcase";

export function PublicProfileScreen({ locale, profile }: { locale: Locale; profile: PublicProfile }) {
  const userId = useSessionValue("userId");
  const isMe = userId === profile.user_id;
  const playerId = profile.user_id;
  return (
    <PageFrame locale={locale} heading={<Trans>Player profile</Trans>}>
      <Card>
        <div className="flex flex-col items-center gap-12 py-8 text-center">
          <img src={profile.avatar} alt="" width={96} height={96} className="size-96 rounded-full bg-surface-sunken object-cover" />
          <h2 className="break-all text-22 font-bold text-text" data-testid="public-name">
            {profile.username}
          </h2>
          <VipBadge level={profile.vip_level} size={28} showLabel />
          <p className="text-13 tabular-nums text-text-muted">
            <Trans>ID {playerId}</Trans>
          </p>
        </div>
      </Card>
      <PublicShowcase locale={locale} userId={profile.user_id} />
      <PlayerPosts locale={locale} userId={profile.user_id} />
      {isMe ? (
        <p className="text-center text-14 text-text-muted">
          <Trans>
            This is how other players see you.{" "}
            <Link href={withLocale("/profile", locale)} className="font-semibold text-link underline-offset-2 hover:underline">
              Open my profile
            </Link>
          </Trans>
        </p>
      ) : (
        <p className="text-center">
          <ReportLink locale={locale} target={{ type: "user", id: profile.user_id }} />
        </p>
      )}
    </PageFrame>
  );
}

/** An id that names no player (or no id at all). */
export function PublicProfileNotFound({ locale }: { locale: Locale }) {
  return (
    <PageFrame locale={locale} heading={<Trans>Player profile</Trans>}>
      <EmptyState
        className="min-h-[50dvh] justify-center"
        title={<Trans>This player does not exist.</Trans>}
        description={<Trans>The link may be wrong, or the account was closed.</Trans>}
        action={
          <Link href={withLocale("/", locale)} className="font-semibold text-primary underline underline-offset-4">
            <Trans>Go to the home page</Trans>
          </Link>
        }
      />
    </PageFrame>
  );
}
