// /profile/[xid]: another player's public profile (name, avatar, VIP level), or a clear not-found. A
// server component: the profile and the showcase the server read are the page's HTML; the client code is
// the own-profile-or-report line (OwnProfileOrReport), the posts (a part loaded after start) and the
// showcase's browser read when the server had none (PublicProfileParts).
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { VipBadge } from "@repo/ui/vip-badge";
import { OwnProfileOrReport } from "./OwnProfileOrReport";
import type { PublicProfile, Showcase } from "./public-profile";
import { PlayerPostsPart, ShowcaseFromBrowser } from "./PublicProfileParts";
import { PublicShowcase } from "./PublicShowcase";

/** `showcase`: the player's bio and games as the server read them (null when it could not). */
export function PublicProfileScreen({ locale, profile, showcase }: { locale: Locale; profile: PublicProfile; showcase: Showcase | null }) {
  const playerId = profile.user_id;
  return (
    <PageFrame locale={locale} heading={<Trans>Player profile</Trans>}>
      <Card>
        <div className="flex flex-col items-center gap-12 py-8 text-center">
          <img src={profile.avatar} alt="" width={96} height={96} className="size-96 rounded-full bg-surface-sunken object-cover" />
          <h2 className="break-all text-24 font-bold text-text" data-testid="public-name">
            {profile.username}
          </h2>
          <VipBadge level={profile.vip_level} size={28} showLabel />
          <p className="text-13 tabular-nums text-text-muted">
            <Trans>ID {playerId}</Trans>
          </p>
        </div>
      </Card>
      {showcase ? <PublicShowcase locale={locale} userId={playerId} showcase={showcase} /> : <ShowcaseFromBrowser locale={locale} userId={playerId} />}
      <PlayerPostsPart locale={locale} userId={playerId} />
      <OwnProfileOrReport locale={locale} playerId={playerId} />
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
