"use client";
// One task or offer of the home list. Opening it follows the spec's link rule; inside the native app
// the detail opens in its own (locale-prefixed) webview. Each open is a click event and an offer
// statistic (offer_click) for the offer's attribution.
import { useLingui } from "@lingui/react/macro";
import { useRuntime } from "@repo/app-shell/runtime/context";
import type { TaskItem } from "@repo/api-client/endpoints/task";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { usePlatform } from "@repo/session/react/hooks";
import { ListItem } from "@repo/ui/list/List";
import { useRouter } from "next/navigation";
import { memo } from "react";
import { taskLink } from "../../routing/task-links";

/**
 * Memoised: the list renders again when a page arrives, a fetch starts or ends, or the player's own read
 * replaces the server's guest read after app start; a row whose task is unchanged (React Query keeps the
 * same object for equal data) is not drawn again. Its texts are strings (`t`), not `<Trans>` elements,
 * which hydrate as three components each, on each of the home's twenty rows.
 */
export const TaskRow = memo(function TaskRow({ task, locale }: { task: TaskItem; locale: Locale }) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const platform = usePlatform();
  const router = useRouter();
  const amount = formatAmount(task.reward, { locale });
  const coin = task.reward_coin;

  const open = () => {
    const href = taskLink(task, { from: "home" });
    runtime.analytics?.collector.track("click", { module: "task_list", item_id: String(task.taskId) });
    void runtime.analytics?.offerStats.send({
      event: "offer_click",
      module: "home",
      placement: "task_list",
      data: { offer_id: task.xbOfferId, product_id: task.productId, task_id: task.taskId },
    });
    if (platform.capabilities.separateWebView) void platform.openWebView(href);
    else router.push(withLocale(href, locale));
  };

  return (
    <ListItem
      onSelect={open}
      chevron
      leading={<img src={task.icon} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-40 rounded-8 bg-surface-sunken object-cover" />}
      title={task.title}
      subtitle={task.short_desc}
      trailing={
        <span className="flex flex-col items-end gap-2 text-right">
          <span className="font-semibold text-primary">
            {t`+${amount} ${coin}`}
          </span>
          {task.app_only && !platform.capabilities.appOffers ? (
            <span className="rounded-full bg-surface-sunken px-6 text-11 font-semibold text-text-muted">
              {t`In the app`}
            </span>
          ) : null}
        </span>
      }
    />
  );
});
