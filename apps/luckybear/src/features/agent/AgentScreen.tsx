"use client";
// /luckybear/agent: the agent programme. Before applying, the application form; while it is reviewed,
// its status; once approved, the agent's invite links (add one, see what each brought) and the
// sub-agent summaries.
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearEndpoints as lb } from "@repo/api-client/endpoints/lucky-bear";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { AgentApplyForm } from "./AgentApplyForm";
import { AgentLinks } from "./AgentLinks";
import { SubAgents } from "./SubAgents";

export function AgentScreen({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const loggedIn = useIsLoggedIn();
  const agent = useApiQuery(lb.agentInviteLinkList, {}, { enabled: loggedIn });
  let content;
  if (!loggedIn) content = null;
  else if (agent.isError && !agent.data) {
    content = <ErrorState title={t`The agent programme could not load.`} onRetry={() => void agent.refetch()} retrying={agent.isFetching} />;
  } else if (!agent.data) {
    content = (
      <Card>
        <SkeletonText lines={5} />
      </Card>
    );
  } else if (agent.data.agent_status === "none") {
    content = <AgentApplyForm locale={locale} onApplied={() => void agent.refetch()} />;
  } else if (agent.data.agent_status === "pending") {
    content = (
      <Card title={t`Application sent`}>
        <p role="status" className="text-14 text-text-muted">
          <Trans>Your application is being reviewed. Your invite links will appear here once it is approved.</Trans>
        </p>
      </Card>
    );
  } else {
    content = (
      <>
        <p role="status" className="rounded-12 bg-surface-sunken px-12 py-10 text-14 font-semibold text-success" data-testid="agent-approved">
          <Trans>You are an approved agent.</Trans>
        </p>
        <AgentLinks locale={locale} links={agent.data.list} />
        <SubAgents locale={locale} />
      </>
    );
  }
  return (
    <PageFrame locale={locale} back="/luckybear/invite" heading={<Trans>Agent programme</Trans>}>
      {content}
    </PageFrame>
  );
}
