"use client";
// What the AI support agent can help with (get_products) read by the browser, as a plain list of topics.
import { useLingui } from "@lingui/react/macro";
import { aiChatEndpoints } from "@repo/api-client/endpoints/ai-chat";
import { useApiQuery } from "@repo/api-client/react";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { AgentTopicsList } from "./AgentTopicsList";

export function AgentTopics({ agentId }: { agentId: number }) {
  const { t } = useLingui();
  const topics = useApiQuery(aiChatEndpoints.getProducts, { aiagent_id: agentId });
  if (topics.isError) {
    return (
      <Card title={t`I can help with`} flush>
        <ErrorState title={t`The topics could not load.`} onRetry={() => void topics.refetch()} retrying={topics.isFetching} />
      </Card>
    );
  }
  return <AgentTopicsList topics={topics.data?.list} />;
}
