// The home's task and offer list: the first page rendered by the server with no client code of its
// own (TaskRow), then "Show more" (TaskPaging) loads the next ones 20 at a time until the list is
// complete. The list is public (get_task_list needs no login), so the server's read is everyone's.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state/EmptyState";
import { List } from "@repo/ui/list/List";
import { LaterTasks } from "./LaterTasks";
import type { TaskPage } from "./more-pages";
import { TaskPaging } from "./TaskPaging";
import { TaskPagingFooter } from "./TaskPagingFooter";
import { TaskRow } from "./TaskRow";

export function HomeTaskList({ first, locale }: { first: TaskPage; locale: Locale }) {
  const { t } = useLingui();
  return (
    <TaskPaging first={first} locale={locale}>
      <List
        label={t`Tasks and offers`}
        empty={<EmptyState title={<Trans>No tasks right now</Trans>} description={<Trans>New tasks arrive every day. Come back soon.</Trans>} />}
      >
        {first.list.length > 0
          ? [...first.list.map((task) => <TaskRow key={task.taskId} task={task} locale={locale} />), <LaterTasks key="later" />]
          : null}
      </List>
      <TaskPagingFooter />
    </TaskPaging>
  );
}
