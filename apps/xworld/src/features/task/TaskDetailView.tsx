// A task: its game, reward and time limit, the reader's status, what they can do now (`action`, the
// caller's client part) and how it works. No client code of its own: rendered on the server (the page's
// read for the reader) and in the browser (TaskDetailRead).
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { TaskDetail } from "@repo/api-client/endpoints/task";
import Link from "@repo/app-shell/link";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { RichText } from "@repo/ui/rich-text";
import type { RichTextBlock } from "@repo/ui/rich-text/types";
import type { ReactNode } from "react";
import { TaskStatusBadge } from "./TaskStatusBadge";
import { taskFrom } from "./task-query";

// The API's description blocks are the kit's rich-text blocks (a compile-time check of that promise).
const asBlocks = (description: TaskDetail["description"]): readonly RichTextBlock[] => description;

export interface TaskDetailViewProps {
  detail: TaskDetail;
  locale: Locale;
  web3: boolean;
  /** The reader is signed in (their status on the task shows). */
  loggedIn: boolean;
  /** What the player can do now (the caller's client part). */
  action: ReactNode;
}

export function TaskDetailView({ detail, locale, web3, loggedIn, action }: TaskDetailViewProps) {
  const { t } = useLingui();
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

        {action}
      </Card>

      <Card title={t`How it works`}>
        <RichText blocks={asBlocks(detail.description)} />
      </Card>
    </>
  );
}
