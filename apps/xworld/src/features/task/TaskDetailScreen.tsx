"use client";
// /task/details and /task/detailsV2 (a web3 task): the task, its reward and time limit, what the player
// can do now, and its description. Guests on plain web can read it; the player's part needs a login.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_TYPES, TASK_CODES, type TaskDetail, taskEndpoints } from "@repo/api-client/endpoints/task";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiQuery } from "@repo/api-client/react";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { RichText } from "@repo/ui/rich-text";
import type { RichTextBlock } from "@repo/ui/rich-text/types";
import Link from "@repo/app-shell/link";
import { TaskActionPanel } from "./TaskActionPanel";
import { TaskDetailSkeleton } from "./TaskDetailSkeleton";
import { TaskNotFound } from "./TaskNotFound";
import { TaskPageFrame } from "./TaskPageFrame";
import { TaskStatusBadge } from "./TaskStatusBadge";
import { taskFrom } from "./task-query";

// The API's description blocks are the kit's rich-text blocks (a compile-time check of that promise).
const asBlocks = (description: TaskDetail["description"]): readonly RichTextBlock[] => description;

export interface TaskDetailScreenProps {
  locale: Locale;
  /** Null when the link's taskId is missing or not an id. */
  taskId: number | null;
  from: string | null;
  /** Opened as a web3 task (/task/detailsV2 or productType 3). */
  web3: boolean;
  /** This page's path and query, with the locale. */
  selfHref: string;
}

export function TaskDetailScreen({ locale, taskId, from, web3, selfHref }: TaskDetailScreenProps) {
  const { t } = useLingui();
  const detail = useApiQuery(taskEndpoints.getTaskDetail, { taskId: taskId ?? 0 }, { enabled: taskId !== null });
  const isWeb3 = web3 || detail.data?.task.productType === PRODUCT_TYPES.web3Task;

  let content;
  if (taskId === null || isBusinessError(detail.error, TASK_CODES.NOT_FOUND)) content = <TaskNotFound locale={locale} kind="task" />;
  else if (detail.isError && !detail.data)
    content = <ErrorState title={t`This task could not load.`} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  else if (!detail.data) content = <TaskDetailSkeleton />;
  else content = <TaskDetailContent detail={detail.data} locale={locale} web3={isWeb3} selfHref={selfHref} onDeadline={() => void detail.refetch()} />;

  return (
    <TaskPageFrame locale={locale} from={from} heading={isWeb3 ? <Trans>Web3 task</Trans> : <Trans>Task</Trans>}>
      {content}
    </TaskPageFrame>
  );
}

interface TaskDetailContentProps {
  detail: TaskDetail;
  locale: Locale;
  web3: boolean;
  selfHref: string;
  onDeadline: () => void;
}

function TaskDetailContent({ detail, locale, web3, selfHref, onDeadline }: TaskDetailContentProps) {
  const { t } = useLingui();
  const loggedIn = useIsLoggedIn();
  const { task } = detail;
  const reward = formatAmount(task.reward, { locale });
  const coin = task.reward_coin;
  const hours = Math.round(detail.time_limit / 3_600);
  const gameName = detail.game_name;
  const gameHref = withLocale(`/task/product_v2?${new URLSearchParams({ productId: String(task.productId), gameName, from: taskFrom(task.taskId) }).toString()}`, locale);

  return (
    <>
      <Card>
        <div className="flex items-start gap-12">
          <img src={task.icon} alt="" width={56} height={56} className="size-56 shrink-0 rounded-12 bg-surface-sunken object-cover" />
          <div className="flex min-w-0 flex-1 flex-col gap-4">
            <h1 className="break-words text-20 font-bold text-text">{task.title}</h1>
            <p className="text-13 text-text-muted">
              <Trans>
                In{" "}
                <Link href={gameHref} prefetch={false} className="font-semibold text-link underline-offset-2 hover:underline">
                  {gameName}
                </Link>
              </Trans>
            </p>
            <p className="flex flex-wrap items-center gap-6">
              {loggedIn ? <TaskStatusBadge status={detail.status} expired={detail.expiry?.expired ?? false} /> : null}
              {web3 ? (
                <span className="inline-flex items-center rounded-full bg-accent px-8 py-2 text-12 font-semibold text-accent-contrast">
                  <Trans>Web3</Trans>
                </span>
              ) : null}
            </p>
          </div>
        </div>

        <dl className="my-16 grid grid-cols-2 gap-12 rounded-12 bg-surface-sunken px-12 py-12">
          <div className="flex flex-col gap-2">
            <dt className="text-12 text-text-muted">
              <Trans>Reward</Trans>
            </dt>
            <dd className="text-18 font-bold tabular-nums text-primary">
              <Trans>
                +{reward} {coin}
              </Trans>
            </dd>
          </div>
          <div className="flex flex-col gap-2">
            <dt className="text-12 text-text-muted">
              <Trans>Time to finish</Trans>
            </dt>
            <dd className="text-16 font-semibold text-text">
              <Plural value={hours} one="# hour" other="# hours" />
            </dd>
          </div>
        </dl>

        <TaskActionPanel detail={detail} locale={locale} loggedIn={loggedIn} backUrl={selfHref} onDeadline={onDeadline} />
      </Card>

      <Card title={t`How it works`}>
        <RichText blocks={asBlocks(detail.description)} />
      </Card>
    </>
  );
}
