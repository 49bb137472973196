"use client";
// The browser's read of a task (the server had none for this reader: another login, a login only
// Telegram or the host app knows, or a failed read): a skeleton, the task with its action panel, not
// found, or a failure with Retry.
import { useLingui } from "@lingui/react/macro";
import { PRODUCT_TYPES, TASK_CODES, taskEndpoints } from "@repo/api-client/endpoints/task";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { ErrorState } from "@repo/ui/error-state";
import { TaskActionPanel } from "./TaskActionPanel";
import { TaskDetailSkeleton } from "./TaskDetailSkeleton";
import { TaskDetailView } from "./TaskDetailView";
import { TaskNotFound } from "./TaskNotFound";

export interface TaskDetailReadProps {
  locale: Locale;
  taskId: number;
  /** Opened as a web3 task (/task/detailsV2), or the server's read said so. */
  web3: boolean;
  /** This page's path and query, with the locale. */
  selfHref: string;
}

export function TaskDetailRead({ locale, taskId, web3, selfHref }: TaskDetailReadProps) {
  const { t } = useLingui();
  const loggedIn = useIsLoggedIn();
  const detail = useApiQuery(taskEndpoints.getTaskDetail, { taskId });
  if (isBusinessError(detail.error, TASK_CODES.NOT_FOUND)) return <TaskNotFound locale={locale} kind="task" />;
  if (detail.isError && !detail.data) return <ErrorState title={t`This task could not load.`} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  if (!detail.data) return <TaskDetailSkeleton />;
  const refetch = () => void detail.refetch();
  return (
    <TaskDetailView
      detail={detail.data}
      locale={locale}
      web3={web3 || detail.data.task.productType === PRODUCT_TYPES.web3Task}
      loggedIn={loggedIn}
      action={<TaskActionPanel detail={detail.data} locale={locale} loggedIn={loggedIn} backUrl={selfHref} onDeadline={refetch} />}
    />
  );
}
