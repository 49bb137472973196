// The player's honor: points and place, badges, and every achievement with how to earn it. No client code
// of its own (each reached achievement's claim is the caller's part): rendered on the server (the page's
// read for the player) and in the browser (HonorRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { Achievement, honorEndpoints } from "@repo/api-client/endpoints/honor";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { SummaryList } from "@repo/ui/summary-list";
import type { ReactNode } from "react";
import { AchievementRow } from "./AchievementRow";
import { badgesOf, sortAchievements } from "./honor-rules";

export type HonorProfile = ResponseOf<typeof honorEndpoints.profile>;

export function HonorView({ profile, claim }: { profile: HonorProfile; claim: (achievement: Achievement) => ReactNode }) {
  const { t } = useLingui();
  const { honor_points: points, rank, achievements } = profile;
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
            <AchievementRow key={achievement.achievement_id} achievement={achievement} claim={claim(achievement)} />
          ))}
        </ul>
      </Card>
    </>
  );
}
