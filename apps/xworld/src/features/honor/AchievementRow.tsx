// One achievement: what it is, how to earn it, the progress, and (`claim`, once it is reached) claiming it.
// No client code of its own: the claim is the caller's part (ClaimAchievement).
import { useLingui } from "@lingui/react/macro";
import type { Achievement } from "@repo/api-client/endpoints/honor";
import { ProgressBar } from "@repo/ui/progress-bar";
import { StatusPill } from "@repo/ui/status-pill";
import type { ReactNode } from "react";

export function AchievementRow({ achievement, claim }: { achievement: Achievement; claim: ReactNode }) {
  const { t } = useLingui();
  const { progress, goal, points } = achievement;
  return (
    <li className="flex gap-12 px-16 py-12" data-testid={`achievement-${achievement.achievement_id}`}>
      <img src={achievement.icon} alt="" width={44} height={44} className="size-44 shrink-0 rounded-12" />
      <div className="flex min-w-0 flex-1 flex-col gap-6">
        <div className="flex items-center justify-between gap-8">
          <h3 className="line-clamp-2 break-words text-15 font-semibold text-text">{achievement.title}</h3>
          <span className="shrink-0 text-13 font-semibold text-primary">{t`+${points} honor`}</span>
        </div>
        <p className="text-13 text-text-muted">{achievement.how_to}</p>
        {achievement.status === "claimed" ? (
          <StatusPill tone="success" className="self-start">
            {t`Badge earned`}
          </StatusPill>
        ) : (
          <ProgressBar value={progress} max={goal} label={t`Progress`} hideLabel valueText={`${progress}/${goal}`} tone={achievement.status === "earned" ? "success" : "primary"} />
        )}
        {achievement.status === "earned" ? claim : null}
      </div>
    </li>
  );
}
