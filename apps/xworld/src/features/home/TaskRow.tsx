// One task or offer of the home list: a link to its page (spec 2, "Opening a task or product from a
// list"). No client code of its own: the server renders the first page's rows, the browser those that
// "Show more" loads (MoreTasks), and the list's TaskOpens reports each open and, in the native app,
// opens the page in its own webview. Its texts are strings (`t`), not `<Trans>` elements, which render
// as three components each.
import { useLingui } from "@lingui/react/macro";
import type { TaskItem } from "@repo/api-client/endpoints/task";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list/List";
import { AppOnlyBadge } from "./AppOnlyBadge";
import { homeTaskHref } from "./task-href";

export function TaskRow({ task, locale }: { task: TaskItem; locale: Locale }) {
  const { t } = useLingui();
  const amount = formatAmount(task.reward, { locale });
  const coin = task.reward_coin;
  return (
    <ListItem
      href={homeTaskHref(task, locale)}
      chevron
      leading={<img src={task.icon} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-40 rounded-8 bg-surface-sunken object-cover" />}
      title={task.title}
      subtitle={task.short_desc}
      trailing={
        <span className="flex flex-col items-end gap-2 text-right">
          <span className="font-semibold text-primary">{t`+${amount} ${coin}`}</span>
          {task.app_only ? <AppOnlyBadge /> : null}
        </span>
      }
    />
  );
}
