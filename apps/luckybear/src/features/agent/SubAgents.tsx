"use client";
// The agent's sub-agents read by the browser (agent_sub_summaries): in the browser's read of the page
// (AgentRead), or on the server-rendered page when the server's read of them failed (SubAgentsFromBrowser).
import { useLingui } from "@lingui/react/macro";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { SubAgentsCard } from "./SubAgentsCard";
import { SubAgentsView } from "./SubAgentsView";

export function SubAgents({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const summaries = useApiQuery(luckyBearInviteEndpoints.agentSubSummaries, {});
  return (
    <SubAgentsCard>
      {summaries.isError && !summaries.data ? (
        <ErrorState title={t`Your sub-agents could not load.`} onRetry={() => void summaries.refetch()} retrying={summaries.isFetching} />
      ) : !summaries.data ? (
        <SkeletonText lines={3} />
      ) : (
        <SubAgentsView locale={locale} data={summaries.data} />
      )}
    </SubAgentsCard>
  );
}
