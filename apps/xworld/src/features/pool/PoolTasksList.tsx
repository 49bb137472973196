// Shares earned with tasks: each task of the pool, how many shares it gives, and what the player can do:
// open the task, take its shares when it is finished (`onTake` unset: the button shows, not yet
// pressable), or see they were taken. No client code of its own.
import { Trans, useLingui } from "@lingui/react/macro";
import type { PoolDetail } from "@repo/api-client/endpoints/pool";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import type { ReactNode } from "react";

export interface PoolTasksListProps {
  locale: Locale;
  tasks: PoolDetail["tasks"];
  /** The task whose shares are being taken (its button busy). */
  taking?: number | null;
  onTake?: (taskId: number) => void;
  /** What a take refused. */
  error?: ReactNode;
}

export function PoolTasksList({ locale, tasks, taking = null, onTake, error }: PoolTasksListProps) {
  const { t } = useLingui();
  if (tasks.length === 0) return null;
  return (
    <Card title={t`Earn shares with tasks`}>
      <ul className="flex flex-col divide-y divide-border" aria-label={t`Pool tasks`}>
        {tasks.map((task) => {
          const shares = task.shares;
          const href = withLocale(`/task/details?${new URLSearchParams({ taskId: String(task.task_id), productType: "2", from: "pool" }).toString()}`, locale);
          return (
            <li key={task.task_id} className="flex items-center gap-12 py-10">
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-14 text-text">{task.title}</span>
                <span className="text-12 text-text-muted">
                  <Trans>Shares it gives when finished: {shares}</Trans>
                </span>
              </span>
              {task.status === "joined" ? (
                <span className="text-13 font-semibold text-success">
                  <Trans>Shares taken</Trans>
                </span>
              ) : task.status === "ready" ? (
                <Button size="sm" disabled={!onTake} loading={taking === task.task_id} onClick={() => onTake?.(task.task_id)}>
                  <Trans>Take the shares</Trans>
                </Button>
              ) : (
                <Link href={href} className="text-13 font-semibold text-link">
                  <Trans>Open task</Trans>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {error}
    </Card>
  );
}
