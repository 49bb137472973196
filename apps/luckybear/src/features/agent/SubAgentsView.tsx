// The agent's sub-agents (agent_sub_summaries): players who joined through the agent and became agents,
// with what their own invites brought, and the totals. No client code of its own: rendered on the server
// (the page's read) and in the browser (SubAgents); SubAgentsCard around it.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDate } from "@repo/i18n/dates";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state";
import { SummaryList } from "@repo/ui/summary-list";
import type { SubAgentSummaries } from "./load-agent";

export function SubAgentsView({ locale, data }: { locale: Locale; data: SubAgentSummaries }) {
  const { t } = useLingui();
  if (data.list.length === 0) {
    return <EmptyState title={<Trans>No sub-agents yet</Trans>} description={<Trans>Players who join through your links and become agents show here with what they bring.</Trans>} />;
  }
  const amount = (value: string) => formatAmount(value, { locale });
  const totalAmount = amount(data.total_recharge_amount);
  return (
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
