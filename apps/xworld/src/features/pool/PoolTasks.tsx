"use client";
// Taking a finished task's shares, once per tap (the server gives them once: no idempotency key). On the
// server-rendered page (`refreshPage`) the page is then rendered again on the server, the button busy
// until it has come and a tap meanwhile ignored; in the browser's read the API client reads the pool again.
import { poolEndpoints, type PoolDetail } from "@repo/api-client/endpoints/pool";
import type { Locale } from "@repo/i18n/locales";
import { FormAlert } from "@repo/ui/form-alert";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useState } from "react";
import { useMoneyAction } from "../wallet/use-money-action";
import { PoolTasksList } from "./PoolTasksList";

export interface PoolTasksProps {
  locale: Locale;
  poolId: number;
  tasks: PoolDetail["tasks"];
  refreshPage?: boolean;
}

export function PoolTasks({ locale, poolId, tasks, refreshPage = false }: PoolTasksProps) {
  const { renderAgain, rendering: refreshing } = useRenderAgain();
  const take = useMoneyAction(poolEndpoints.joinPoolByTask, { keyed: false });
  const [taking, setTaking] = useState<number | null>(null);
  const onTake = (taskId: number) => {
    if (refreshing) return;
    const sent = take.run({ pool_id: poolId, task_id: taskId }, () => {
      if (refreshPage) renderAgain();
    });
    if (sent) setTaking(taskId);
  };
  return <PoolTasksList locale={locale} tasks={tasks} taking={take.pending || refreshing ? taking : null} onTake={onTake} error={<FormAlert>{take.error}</FormAlert>} />;
}
