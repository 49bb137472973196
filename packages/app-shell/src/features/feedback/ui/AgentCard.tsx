"use client";
// The AI support agent (get_info) read by the browser: avatar, name, what it does, and its greeting.
import { useLingui } from "@lingui/react/macro";
import { aiChatEndpoints } from "@repo/api-client/endpoints/ai-chat";
import { useApiQuery } from "@repo/api-client/react";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { AgentCardSkeleton } from "./AgentSkeletons";
import { AgentCardView } from "./AgentCardView";

export function AgentCard({ agentId }: { agentId: number }) {
  const { t } = useLingui();
  const agent = useApiQuery(aiChatEndpoints.getInfo, { aiagent_id: agentId });

  if (agent.isError) {
    return (
      <Card>
        <ErrorState title={t`The support assistant could not load.`} onRetry={() => void agent.refetch()} retrying={agent.isFetching} />
      </Card>
    );
  }
  if (!agent.data) return <AgentCardSkeleton />;
  return <AgentCardView agent={agent.data} />;
}
