// /task/details and /task/detailsV2 (a web3 task): the task, its reward and time limit, what the player
// can do now, and its description. Guests on plain web can read it; the player's part needs a login.
// A server component: the server reads the task as the player the login cookies name (with their status)
// or as a guest, and renders it there (ServerPlayerContent keeps it while this render is that reader's);
// the action panel is its client code, loaded after start (a start, a claim or the deadline renders the
// page again on the server). Another reader or a failed read gets the browser's read (TaskDetailFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PRODUCT_TYPES } from "@repo/api-client/endpoints/task";
import type { ViewerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { TaskDetailFirst } from "./load-task-pages";
import { TaskActionPart } from "./TaskActionPart";
import { TaskDetailFromBrowser } from "./TaskDetailFromBrowser";
import { TaskDetailView } from "./TaskDetailView";
import { TaskNotFound } from "./TaskNotFound";
import { TaskPageFrame } from "./TaskPageFrame";

export interface TaskDetailScreenProps {
  locale: Locale;
  /** Null when the link's taskId is missing or not an id. */
  taskId: number | null;
  from: string | null;
  /** Opened as a web3 task (/task/detailsV2 or productType 3). */
  web3: boolean;
  /** This page's path and query, with the locale. */
  selfHref: string;
  /** What the server read when the page opened, and for whom (nothing when it could not). */
  first?: ViewerFirst<TaskDetailFirst> | null;
}

export function TaskDetailScreen({ locale, taskId, from, web3, selfHref, first }: TaskDetailScreenProps) {
  const detail = first?.data.detail;
  // Spec: not shown — the heading of a web3 task opened by /task/details. Choice: the server's read says
  // so; when only the browser reads the task, the link says it (the task's own Web3 badge shows either way).
  const isWeb3 = web3 || detail?.task.productType === PRODUCT_TYPES.web3Task;

  let content;
  if (taskId === null || first?.data.missing) content = <TaskNotFound locale={locale} kind="task" />;
  else {
    const fromBrowser = <TaskDetailFromBrowser locale={locale} taskId={taskId} web3={isWeb3} selfHref={selfHref} />;
    const loggedIn = first?.userId != null;
    content =
      first && detail ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <TaskDetailView
            detail={detail}
            locale={locale}
            web3={isWeb3}
            loggedIn={loggedIn}
            action={<TaskActionPart detail={detail} locale={locale} loggedIn={loggedIn} backUrl={selfHref} refreshPage />}
          />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      );
  }

  return (
    <TaskPageFrame locale={locale} from={from} heading={isWeb3 ? <Trans>Web3 task</Trans> : <Trans>Task</Trans>}>
      {content}
    </TaskPageFrame>
  );
}
