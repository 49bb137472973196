// /honor: the player's honor points and place, their badges, and every achievement with how to earn it. A
// server component: the honor the server read with the player's login is the page's HTML
// (ServerPlayerContent keeps it while this render is that player's), each reached achievement's claim its
// only client code (loaded after start; a claim renders the page again on the server); a guest, another
// login or a failed read gets the browser's own read (HonorFromBrowser).
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { ClaimAchievementPart } from "./ClaimAchievementPart";
import { honorHref } from "./honor-rules";
import { HonorFromBrowser } from "./HonorFromBrowser";
import { HonorView } from "./HonorView";
import type { HonorFirst } from "./load-honor";

export interface HonorScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<HonorFirst> | null;
}

export function HonorScreen({ locale, first }: HonorScreenProps) {
  const fromBrowser = <HonorFromBrowser locale={locale} />;
  const profile = first?.data.profile;
  return (
    <PageFrame
      locale={locale}
      heading={<Trans>Honor</Trans>}
      action={
        <Link href={honorHref(locale, "board")} className="text-14 font-semibold text-link">
          <Trans>Honor board</Trans>
        </Link>
      }
    >
      {first && profile ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <HonorView profile={profile} claim={(achievement) => <ClaimAchievementPart achievementId={achievement.achievement_id} points={achievement.points} refreshPage />} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
