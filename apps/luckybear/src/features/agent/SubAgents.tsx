"use client";
// The agent's sub-agents (agent_sub_summaries): players who joined through the agent and became agents,
// with what their own invites brought, and the totals.
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { useApiQuery } from "@repo/api-client/react";
import { formatDate } from "@repo/i18n/dates";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { SummaryList } from "@repo/ui/summary-list";

export function SubAgents({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const summaries = useApiQuery(luckyBearInviteEndpoints.agentSubSummaries, {});
  const amount = (value: string) => formatAmount(value, { locale });
  let content;
  if (summaries.isError && !summaries.data) {
    content = <ErrorState title={t`Your sub-agents could not load.`} onRetry={() => void summaries.refetch()} retrying={summaries.isFetching} />;
  } else if (!summaries.data) {
    content = <SkeletonText lines={3} />;
  } else if (summaries.data.list.length === 0) {
    content = <EmptyState title={<Trans>No sub-agents yet</Trans>} description={<Trans>Players who join through your links and become agents show here with what they bring.</Trans>} />;
  } else {
    const data = summaries.data;
    const totalAmount = amount(data.total_recharge_amount);
    content = (
      <div className="flex flex-col gap-12">
        <SummaryList
          rows={[
            { id: "registered", label: t`Players they brought`, value: data.total_registered, testId: "sub-agents-registered" },
            { id: "recharged", label: t`Who recharged`, value: data.total_recharged },
            { id: "amount", label: t`Recharged in total`, value: t`${totalAmount} USDT`, emphasis: true },
          ]}
        />
        <ul aria-label={t`Sub-agents`} className="m-0 flex list-none flex-col divide-y divide-border p-0">
          {data.list.map((sub) => {
            const joined = formatDate(sub.joined_at, { locale });
            const { links, registered, recharged } = sub;
            const total = amount(sub.recharge_amount);
            return (
              <li key={sub.user_id} className="flex flex-col gap-2 py-10">
                <span className="flex items-baseline justify-between gap-8">
                  <span className="text-15 font-semibold text-text">{sub.username}</span>
                  <span className="text-12 text-text-muted">
                    <Trans>Joined {joined}</Trans>
                  </span>
                </span>
                <span className="text-13 text-text-muted">
                  <Trans>
                    {links} links · {registered} registered · {recharged} recharged · {total} USDT
                  </Trans>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }
  return <Card title={t`Your sub-agents`}>{content}</Card>;
}
