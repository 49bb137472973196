"use client";
// Opening a task from the home list, for every row in it (server-rendered or loaded later) with one
// handler: each open is a click event and an offer statistic (offer_click) for the offer's
// attribution; inside the native app the page opens in its own webview instead of in place. A plain
// open is the row's link, which the app's link listener turns into a router navigation (it runs
// after this handler and leaves a click whose default was prevented alone). The rows the browser adds
// make their tasks known here (useKnownTasks).
import type { TaskItem } from "@repo/api-client/endpoints/task";
import { RuntimeContext } from "@repo/app-shell/runtime/context";
import type { Locale } from "@repo/i18n/locales";
import { usePlatform } from "@repo/session/react/hooks";
import { createContext, type MouseEvent, type ReactNode, useCallback, useContext, useEffect, useRef } from "react";
import { homeTaskHref, homeTaskPath } from "./task-href";

const KnownTasksContext = createContext<((tasks: readonly TaskItem[]) => void) | null>(null);

/** Makes the tasks of rows the browser added known to the list's opens. */
export function useKnownTasks(tasks: readonly TaskItem[]) {
  const know = useContext(KnownTasksContext);
  useEffect(() => know?.(tasks), [know, tasks]);
}

export function TaskOpens({ tasks, locale, children }: { tasks: readonly TaskItem[]; locale: Locale; children: ReactNode }) {
  const runtime = useContext(RuntimeContext);
  const platform = usePlatform();
  const later = useRef<readonly TaskItem[]>([]);
  const know = useCallback((added: readonly TaskItem[]) => {
    later.current = added;
  }, []);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const href = anchor?.getAttribute("href");
    const task = href ? [...tasks, ...later.current].find((item) => homeTaskHref(item, locale) === href) : undefined;
    if (!task) return;
    runtime?.analytics?.collector.track("click", { module: "task_list", item_id: String(task.taskId) });
    void runtime?.analytics?.offerStats.send({
      event: "offer_click",
      module: "home",
      placement: "task_list",
      data: { offer_id: task.xbOfferId, product_id: task.productId, task_id: task.taskId },
    });
    if (platform.capabilities.separateWebView) {
      event.preventDefault();
      void platform.openWebView(homeTaskPath(task));
    }
  };

  return (
    <KnownTasksContext.Provider value={know}>
      <div onClick={onClick}>{children}</div>
    </KnownTasksContext.Provider>
  );
}
