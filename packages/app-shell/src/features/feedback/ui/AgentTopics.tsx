"use client";
// What the AI support agent can help with (get_products), as a plain list of topics.
import { Trans, useLingui } from "@lingui/react/macro";
import { aiChatEndpoints } from "@repo/api-client/endpoints/ai-chat";
import { useApiQuery } from "@repo/api-client/react";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { List, ListItem } from "@repo/ui/list";

export function AgentTopics({ agentId }: { agentId: number }) {
  const { t } = useLingui();
  const topics = useApiQuery(aiChatEndpoints.getProducts, { aiagent_id: agentId });
  return (
    <Card title={t`I can help with`} flush>
      {topics.isError ? (
        <ErrorState title={t`The topics could not load.`} onRetry={() => void topics.refetch()} retrying={topics.isFetching} />
      ) : (
        <List
          label={t`I can help with`}
          loading={!topics.data}
          loadingRows={3}
          empty={
            <p className="px-16 pb-16 text-14 text-text-muted">
              <Trans>Ask support about anything: the questions below are a good start.</Trans>
            </p>
          }
        >
          {topics.data?.list.map((topic) => (
            <ListItem
              key={topic.product_id}
              title={topic.name}
              subtitle={topic.description}
              leading={<img src={topic.icon} alt="" width={40} height={40} loading="lazy" decoding="async" className="h-40 w-40 rounded-12 bg-surface-sunken object-cover" />}
            />
          ))}
        </List>
      )}
    </Card>
  );
}
