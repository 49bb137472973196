// The home's task and offer list: the first page rendered by the server with no client code of its
// own (TaskRow), then "Show more tasks" loads the next ones 20 at a time until the list is complete
// (LaterTasks, the app shell's server-first paging). The list is public (get_task_list needs no
// login), so the server's read is everyone's.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { taskEndpoints } from "@repo/api-client/endpoints/task";
import { ServerPagedList } from "@repo/app-shell/paging/server-paged-list";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state/EmptyState";
import { LaterTasks } from "./LaterTasks";
import { TaskOpens } from "./TaskOpens";
import { TaskRow } from "./TaskRow";

export type TaskPage = ResponseOf<typeof taskEndpoints.getTaskList>;

export function HomeTaskList({ first, locale }: { first: TaskPage; locale: Locale }) {
  const { t } = useLingui();
  return (
    <TaskOpens tasks={first.list} locale={locale}>
      <ServerPagedList
        first={first}
        label={t`Tasks and offers`}
        empty={<EmptyState title={<Trans>No tasks right now</Trans>} description={<Trans>New tasks arrive every day. Come back soon.</Trans>} />}
        later={<LaterTasks first={first} locale={locale} />}
        moreLabel={<Trans>Show more tasks</Trans>}
        failedText={<Trans>More tasks could not load.</Trans>}
        count
      >
        {first.list.map((task) => (
          <TaskRow key={task.taskId} task={task} locale={locale} />
        ))}
      </ServerPagedList>
    </TaskOpens>
  );
}
