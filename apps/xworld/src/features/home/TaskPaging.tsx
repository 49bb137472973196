"use client";
// The home list's paging, around the server's list: which pages are there, for the rows the browser
// adds after the server's (LaterTasks), the count and the button under the list (TaskPagingFooter),
// and the opens of every row (TaskOpens). The first "Show more" loads the pager proper (MoreTasks:
// React Query's paged read and the rows), so a visit that never asks for more ships none of it.
import type { Locale } from "@repo/i18n/locales";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import type { MorePages, TaskPage } from "./more-pages";
import { TaskOpens } from "./TaskOpens";

export interface TaskPagingState {
  first: TaskPage;
  locale: Locale;
  /** The player asked for more: the pager is loading or loaded. */
  asked: boolean;
  /** The pager's state once it has loaded. */
  more: MorePages | null;
  ask: () => void;
  report: (more: MorePages) => void;
}

const TaskPagingContext = createContext<TaskPagingState | null>(null);

export function useTaskPaging(): TaskPagingState {
  const paging = useContext(TaskPagingContext);
  if (!paging) throw new Error("useTaskPaging needs <TaskPaging> above it");
  return paging;
}

export function TaskPaging({ first, locale, children }: { first: TaskPage; locale: Locale; children: ReactNode }) {
  const [asked, setAsked] = useState(false);
  const [more, setMore] = useState<MorePages | null>(null);
  const paging = useMemo<TaskPagingState>(() => ({ first, locale, asked, more, ask: () => setAsked(true), report: setMore }), [first, locale, asked, more]);
  const tasks = useMemo(() => (more ? [...first.list, ...more.later] : first.list), [first, more]);
  return (
    <TaskPagingContext.Provider value={paging}>
      <TaskOpens tasks={tasks} locale={locale}>
        {children}
      </TaskOpens>
    </TaskPagingContext.Provider>
  );
}
