"use client";
// The new player's card on the casino home: each newbie task with its reward and state, the time left
// in the newbie period, and where to do what is left. Hidden for guests and for players past the period.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { Countdown } from "@repo/ui/countdown";
import { ErrorState } from "@repo/ui/error-state";
import { ProgressBar } from "@repo/ui/progress-bar";
import { SkeletonText } from "@repo/ui/skeleton";
import Link from "@repo/app-shell/link";
import { newbieProgress, newbieTaskHref, newbieTaskState } from "./newbie-rules";
import { useNewbieTasks } from "./use-newbie-tasks";

export function NewbieCard({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const loggedIn = useIsLoggedIn();
  const card = useNewbieTasks(loggedIn);
  if (card.kind === "hidden") return null;
  const title = t`New player tasks`;
  if (card.kind === "loading") {
    return (
      <Card title={title}>
        <SkeletonText lines={3} />
      </Card>
    );
  }
  if (card.kind === "error") {
    return (
      <Card title={title}>
        <ErrorState title={t`Your new player tasks could not load.`} onRetry={card.retry} retrying={card.retrying} />
      </Card>
    );
  }
  const { done, total } = newbieProgress(card.tasks);
  return (
    <Card
      title={title}
      action={
        <span className="text-12 text-text-muted">
          <Trans>Ends in</Trans> <Countdown target={card.expiresAt * 1000} label={t`New player tasks end in`} className="text-text" />
        </span>
      }
    >
      <div className="flex flex-col gap-12" data-testid="newbie-card">
        <ProgressBar label={t`Tasks done`} value={done} max={total} valueText={`${done}/${total}`} tone="success" />
        <ul aria-label={t`New player tasks`} className="m-0 flex list-none flex-col divide-y divide-border p-0">
          {card.tasks.map((task) => {
            const state = newbieTaskState(task);
            const reward = `+${formatAmount(task.reward.amount, { locale })} ${task.reward.coin_name}`;
            const href = state === "todo" ? newbieTaskHref(locale, task.action) : null;
            return (
              <li key={task.id} data-testid={`newbie-task-${task.id}`} className="flex items-center justify-between gap-12 py-10">
                <span className="flex min-w-0 flex-col">
                  <span className="text-14 font-semibold text-text">{task.title}</span>
                  <span className="text-12 font-semibold text-accent tabular-nums">{reward}</span>
                </span>
                {state === "received" ? (
                  <span className="shrink-0 rounded-full bg-success px-8 py-2 text-12 font-semibold text-success-contrast">
                    <Trans>Reward received</Trans>
                  </span>
                ) : state === "done" ? (
                  <span className="shrink-0 text-12 font-semibold text-success">
                    <Trans>Done</Trans>
                  </span>
                ) : href ? (
                  <Link href={href} className="shrink-0 rounded-full bg-primary px-12 py-6 text-13 font-semibold text-primary-contrast">
                    <Trans>Go</Trans>
                  </Link>
                ) : (
                  <span className="shrink-0 text-12 text-text-muted">
                    <Trans>To do</Trans>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </Card>
  );
}
