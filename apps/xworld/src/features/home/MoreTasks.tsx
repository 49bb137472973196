"use client";
// The home list once the player asked for more: the next pages, 20 at a time, until the list is
// complete, as rows after the server's (LaterTasks). The server's first page stands for the paged
// read's first page and is not asked for again; a task that moved between pages while the player
// scrolled shows once.
import { taskEndpoints } from "@repo/api-client/endpoints/task";
import { firstPageFromServer, useApiInfiniteQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { memo, useEffect, useMemo, useRef } from "react";
import type { MorePages, TaskPage } from "./more-pages";
import { TaskRow } from "./TaskRow";
import { HOME_TASK_PAGE_SIZE } from "./task-paging";

/** A row whose task is unchanged (React Query keeps equal data the same object) is not drawn again when a page arrives. */
const LaterRow = memo(TaskRow);

export interface MoreTasksProps {
  first: TaskPage;
  locale: Locale;
  onChange: (more: MorePages) => void;
}

export function MoreTasks({ first, locale, onChange }: MoreTasksProps) {
  const tasks = useApiInfiniteQuery(taskEndpoints.getTaskList, { page_size: HOME_TASK_PAGE_SIZE }, { ...firstPageFromServer(first), refetchOnMount: false });
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError, data } = tasks;

  // The tap that loaded this part asked for the next page (once, also when an effect runs twice).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void fetchNextPage();
  }, [fetchNextPage]);

  const later = useMemo(() => {
    const seen = new Set(first.list.map((task) => task.taskId));
    return (data?.pages.slice(1) ?? []).flatMap((page) => page.list).filter((task) => !seen.has(task.taskId) && seen.add(task.taskId));
  }, [data, first]);
  const total = data?.pages[0]?.total ?? first.total;

  useEffect(() => {
    onChange({ later, total, hasMore: hasNextPage, loading: isFetchingNextPage, failed: isFetchNextPageError, fetchMore: () => void fetchNextPage() });
  }, [onChange, later, total, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  return later.map((task) => <LaterRow key={task.taskId} task={task} locale={locale} />);
}
