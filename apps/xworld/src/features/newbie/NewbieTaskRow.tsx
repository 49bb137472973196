// One newbie task: what to do, how far the player is, its reward, and the next step (go and do it,
// claim the reward, or claimed). No client code: the claim button is the list's claim's (ClaimRewardButton).
import { Trans, useLingui } from "@lingui/react/macro";
import type { NewbieActivityTask, NewbieTaskKind } from "@repo/api-client/endpoints/activity";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { ProgressBar } from "@repo/ui/progress-bar";
import Link from "@repo/app-shell/link";
import { ClaimRewardButton } from "../reward/ClaimRewardButton";
import { formatExact } from "../wallet/format-coin";
import { isNewbieTaskKind, NEWBIE_TASK_PAGES } from "./newbie-tasks";

export interface NewbieTaskRowProps {
  locale: Locale;
  task: NewbieActivityTask;
}

export function NewbieTaskRow({ locale, task }: NewbieTaskRowProps) {
  const { t } = useLingui();
  const titles: Record<NewbieTaskKind, string> = {
    sign_in: t`Sign in to XWorld`,
    finish_task: t`Finish a task`,
    join_pool: t`Join a prize pool`,
    stake_vote: t`Stake XB on a project`,
    subscribe_invest: t`Subscribe to an invest product`,
    buy_lucky_code: t`Buy a lucky code`,
  };
  // A kind this app does not know yet shows the server's own title.
  const title = isNewbieTaskKind(task.kind) ? titles[task.kind] : task.title;
  const amount = formatExact(task.reward.amount, locale);
  const coin = task.reward.coin_name;
  const href = isNewbieTaskKind(task.kind) ? NEWBIE_TASK_PAGES[task.kind] : "/reward/guide";
  return (
    <li className="flex flex-col gap-8 px-16 py-12" data-testid={`newbie-task-${task.task_id}`}>
      <div className="flex items-center gap-12">
        <span className="min-w-0 flex-1 text-15 font-semibold text-text">{title}</span>
        <span className="shrink-0 text-14 font-bold tabular-nums text-primary">
          +{amount} {coin}
        </span>
      </div>
      <ProgressBar label={t`Progress of ${title}`} hideLabel value={task.progress} max={task.target} valueText={`${task.progress} / ${task.target}`} tone={task.status === "in_progress" ? "primary" : "success"} />
      <div className="flex items-center justify-between gap-12">
        <span className="text-12 text-text-muted tabular-nums">
          {task.progress} / {task.target}
        </span>
        {task.status === "claimed" ? (
          <span className="text-13 font-semibold text-success">
            <Trans>Claimed</Trans>
          </span>
        ) : task.status === "claimable" ? (
          <ClaimRewardButton rewardId={task.task_id} title={title} label={t`Claim ${amount} ${coin}: ${title}`}>
            <Trans>Claim</Trans>
          </ClaimRewardButton>
        ) : (
          <Link href={withLocale(href, locale)} className="text-13 font-semibold text-link">
            <Trans>Go</Trans>
          </Link>
        )}
      </div>
    </li>
  );
}
