"use client";
// The assistant's introduction (get_info), and a readable one of our own when the AI service cannot
// answer: the page still says what it offers, and how to reach a person.
import { Trans, useLingui } from "@lingui/react/macro";
import { aiChatEndpoints } from "@repo/api-client/endpoints/ai-chat";
import { useApiQuery } from "@repo/api-client/react";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { AgentCard } from "./AgentCard";

export function AssistantIntro({ agentId }: { agentId: number }) {
  const { t } = useLingui();
  const agent = useApiQuery(aiChatEndpoints.getInfo, { aiagent_id: agentId });
  if (!agent.isError || agent.data) return <AgentCard agentId={agentId} />;
  return (
    <Card>
      <div className="flex flex-col gap-8" role="status">
        <h2 className="text-18 font-bold text-text">
          <Trans>The assistant is taking a break</Trans>
        </h2>
        <p className="text-14 text-text-muted">
          <Trans>You can still search the answers below, or write to our support team: a person replies.</Trans>
        </p>
        <Button variant="secondary" size="sm" className="self-start" loading={agent.isFetching} onClick={() => void agent.refetch()} aria-label={t`Try the assistant again`}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </Card>
  );
}
