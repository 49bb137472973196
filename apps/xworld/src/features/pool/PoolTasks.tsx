"use client";
// Shares earned with tasks: each task of the pool, how many shares it gives, and what the player can
// do: open the task, take its shares (once) when it is finished, or see they were taken.
import { Trans, useLingui } from "@lingui/react/macro";
import { poolEndpoints, type PoolDetail } from "@repo/api-client/endpoints/pool";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { FormAlert } from "@repo/ui/form-alert";
import Link from "@repo/app-shell/link";
import { useState } from "react";
import { useMoneyAction } from "../wallet/use-money-action";

export function PoolTasks({ locale, pool }: { locale: Locale; pool: PoolDetail }) {
  const { t } = useLingui();
  const take = useMoneyAction(poolEndpoints.joinPoolByTask, { keyed: false });
  const [taking, setTaking] = useState<number | null>(null);
  if (pool.tasks.length === 0) return null;
  return (
    <Card title={t`Earn shares with tasks`}>
      <ul className="flex flex-col divide-y divide-border" aria-label={t`Pool tasks`}>
        {pool.tasks.map((task) => {
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
                <Button
                  size="sm"
                  loading={take.pending && taking === task.task_id}
                  onClick={() => {
                    setTaking(task.task_id);
                    take.run({ pool_id: pool.pool_id, task_id: task.task_id });
                  }}
                >
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
      <FormAlert>{take.error}</FormAlert>
    </Card>
  );
}
