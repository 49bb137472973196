"use client";
// The home's task and offer list: the first page comes rendered from the server, the next ones load
// 20 at a time when the player asks ("Show more"), until the list is complete.
import { Trans, useLingui } from "@lingui/react/macro";
import { taskEndpoints } from "@repo/api-client/endpoints/task";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { firstPageFromServer, useApiInfiniteQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { EmptyState } from "@repo/ui/empty-state/EmptyState";
import { List } from "@repo/ui/list/List";
import { TaskRow } from "./TaskRow";
import { HOME_TASK_PAGE_SIZE } from "./task-paging";

type TaskPage = ResponseOf<typeof taskEndpoints.getTaskList>;

export function HomeTaskList({ first, locale }: { first: TaskPage; locale: Locale }) {
  const { t } = useLingui();
  const tasks = useApiInfiniteQuery(
    taskEndpoints.getTaskList,
    { page_size: HOME_TASK_PAGE_SIZE },
    // The server's first page stands for the query's first page; it is not asked for again on mount.
    firstPageFromServer(first),
  );
  const seen = new Set<number>();
  // A task that moved between pages while the player scrolled shows once.
  const rows = (tasks.data?.pages ?? [first]).flatMap((page) => page.list).filter((task) => !seen.has(task.taskId) && seen.add(task.taskId));
  const total = tasks.data?.pages[0]?.total ?? first.total;
  const shown = rows.length;

  return (
    <>
      <List
        label={t`Tasks and offers`}
        empty={<EmptyState title={<Trans>No tasks right now</Trans>} description={<Trans>New tasks arrive every day. Come back soon.</Trans>} />}
      >
        {rows.map((task) => (
          <TaskRow key={task.taskId} task={task} locale={locale} />
        ))}
      </List>
      {tasks.isFetchNextPageError ? (
        <p role="alert" className="px-16 pt-12 text-14 text-danger">
          <Trans>More tasks could not load.</Trans>
        </p>
      ) : null}
      {tasks.hasNextPage ? (
        <div className="flex flex-col gap-6 px-16 py-12">
          <p className="text-center text-13 text-text-muted">
            <Trans>
              {shown} of {total}
            </Trans>
          </p>
          <Button variant="secondary" block loading={tasks.isFetchingNextPage} onClick={() => void tasks.fetchNextPage()}>
            {tasks.isFetchNextPageError ? <Trans>Try again</Trans> : <Trans>Show more tasks</Trans>}
          </Button>
        </div>
      ) : null}
    </>
  );
}
