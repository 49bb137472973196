"use client";
// The home list's pager: the pages after the server's first, as rows after its rows, their tasks
// made known to the list's opens.
import { taskEndpoints } from "@repo/api-client/endpoints/task";
import type { PagerReport } from "@repo/app-shell/paging/later-pages";
import { useMorePages } from "@repo/app-shell/paging/use-more-pages";
import type { Locale } from "@repo/i18n/locales";
import { memo } from "react";
import type { TaskPage } from "./HomeTaskList";
import { useKnownTasks } from "./TaskOpens";
import { TaskRow } from "./TaskRow";
import { HOME_TASK_PAGE_SIZE } from "./task-paging";

/** A row whose task is unchanged (React Query keeps equal data the same object) is not drawn again when a page arrives. */
const LaterRow = memo(TaskRow);

export function MoreTasks({ first, locale, onChange }: { first: TaskPage; locale: Locale } & PagerReport) {
  const later = useMorePages(taskEndpoints.getTaskList, { page_size: HOME_TASK_PAGE_SIZE }, { first, idKey: "taskId", onChange });
  useKnownTasks(later);
  return later.map((task) => <LaterRow key={task.taskId} task={task} locale={locale} />);
}
