"use client";
// /honor: the player's honor points and place, their badges, and every achievement with how to earn it.
import { Trans, useLingui } from "@lingui/react/macro";
import { honorEndpoints } from "@repo/api-client/endpoints/honor";
import { useApiQuery } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { SummaryList } from "@repo/ui/summary-list";
import Link from "@repo/app-shell/link";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { usePlayerView } from "../wallet/use-viewer";
import { AchievementRow } from "./AchievementRow";
import { badgesOf, honorHref, sortAchievements } from "./honor-rules";
import type { HonorFirst } from "./load-honor";

export interface HonorScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<HonorFirst> | null;
}

export function HonorScreen({ locale, first }: HonorScreenProps) {
  const { server, viewer } = usePlayerView(first);
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
      {viewer === "player" ? (
        <Honor server={server} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={honorHref(locale, "honor")}
          title={<Trans>Earn honor and badges</Trans>}
          description={<Trans>Sign in to see your achievements and climb the honor board.</Trans>}
        />
      ) : (
        <Card>
          <SkeletonText lines={6} />
        </Card>
      )}
    </PageFrame>
  );
}

function Honor({ server }: { server: PlayerAnswers<HonorFirst> }) {
  const { t } = useLingui();
  const profile = useApiQuery(honorEndpoints.profile, {}, server.answer(server.data?.profile));
  if (profile.isError && !profile.data) {
    return <ErrorState title={t`Your honor could not load.`} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  }
  if (!profile.data) {
    return (
      <Card>
        <SkeletonText lines={6} />
      </Card>
    );
  }
  const { honor_points: points, rank, achievements } = profile.data;
  const badges = badgesOf(achievements);
  return (
    <>
      <Card>
        <SummaryList
          rows={[
            { label: t`Honor points`, value: String(points), emphasis: true, testId: "honor-points" },
            { label: t`Place on the honor board`, value: rank === null ? t`Not ranked yet` : String(rank), testId: "honor-rank" },
          ]}
        />
      </Card>
      <Card title={<Trans>My badges</Trans>}>
        {badges.length === 0 ? (
          <EmptyState title={<Trans>No badges yet.</Trans>} description={<Trans>Claim an achievement below to get its badge.</Trans>} />
        ) : (
          <ul aria-label={t`My badges`} className="flex flex-wrap gap-12">
            {badges.map((badge) => (
              <li key={badge.achievement_id} className="flex w-64 flex-col items-center gap-4 text-center">
                <img src={badge.icon} alt="" width={48} height={48} className="size-48 rounded-full" />
                <span className="text-11 font-semibold text-text">{badge.title}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={<Trans>Achievements</Trans>} flush>
        <ul aria-label={t`Achievements`} className="divide-y divide-border">
          {sortAchievements(achievements).map((achievement) => (
            <AchievementRow key={achievement.achievement_id} achievement={achievement} />
          ))}
        </ul>
      </Card>
    </>
  );
}
