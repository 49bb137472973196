import { Trans } from "@lingui/react/macro";
import type { TaskItem } from "@repo/api-client/endpoints/task";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list/List";

export function TaskRow({ task, locale }: { task: TaskItem; locale: Locale }) {
  const amount = formatAmount(task.reward, { locale });
  const coin = task.reward_coin;
  return (
    <ListItem
      leading={<img src={task.icon} alt="" width={40} height={40} loading="lazy" className="size-40 rounded-8 bg-surface-sunken object-cover" />}
      title={task.title}
      subtitle={task.short_desc}
      trailing={
        <span className="text-right font-semibold text-primary">
          <Trans>+{amount} {coin}</Trans>
        </span>
      }
    />
  );
}
