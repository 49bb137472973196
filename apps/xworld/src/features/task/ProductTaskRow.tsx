// One task of a game's page: its reward and, for a signed-in player, where they stand on it. A link that
// opens the task in place; no client code (the server and the browser's read render it alike).
import { Trans } from "@lingui/react/macro";
import type { ProductTask } from "@repo/api-client/endpoints/task";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { ListItem } from "@repo/ui/list";
import { taskLink } from "@/routing/task-links";
import { TaskStatusBadge } from "./TaskStatusBadge";
import { productFrom } from "./task-query";

export function ProductTaskRow({ task, productId, locale, loggedIn }: { task: ProductTask; productId: number; locale: Locale; loggedIn: boolean }) {
  const amount = formatAmount(task.reward, { locale });
  const coin = task.reward_coin;
  return (
    <ListItem
      href={withLocale(taskLink(task, { from: productFrom(productId) }), locale)}
      chevron
      leading={<img src={task.icon} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-40 rounded-8 bg-surface-sunken object-cover" />}
      title={task.title}
      subtitle={loggedIn && task.status !== "not_taken" ? <TaskStatusBadge status={task.status} /> : task.short_desc}
      trailing={
        <span className="text-right font-semibold text-primary">
          <Trans>
            +{amount} {coin}
          </Trans>
        </span>
      }
    />
  );
}
