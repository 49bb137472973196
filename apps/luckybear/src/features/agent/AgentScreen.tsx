"use client";
// /luckybear/agent: the agent programme. Before applying, the application form; while it is reviewed,
// its status; once approved, the agent's invite links (add one, see what each brought) and the
// sub-agent summaries.
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { useApiQuery } from "@repo/api-client/react";
import { type PlayerAnswers, usePlayerFirst } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { AgentApplyForm } from "./AgentApplyForm";
import { AgentLinks } from "./AgentLinks";
import type { AgentFirst } from "./load-agent";
import { SubAgents } from "./SubAgents";

export interface AgentScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<AgentFirst> | null;
}

export function AgentScreen({ locale, first }: AgentScreenProps) {
  const server = usePlayerFirst(first);
  return (
    <PageFrame locale={locale} back="/luckybear/invite" heading={<Trans>Agent programme</Trans>}>
      {server.signedIn ? <PlayerAgent locale={locale} server={server} /> : null}
    </PageFrame>
  );
}

/** Mounted for a player: the one the session knows, or the one the server rendered for (their first data in hand). */
function PlayerAgent({ locale, server }: { locale: Locale; server: PlayerAnswers<AgentFirst> }) {
  const { t } = useLingui();
  const agent = useApiQuery(luckyBearInviteEndpoints.agentInviteLinkList, {}, server.answer(server.data?.agent));
  if (agent.isError && !agent.data) {
    return <ErrorState title={t`The agent programme could not load.`} onRetry={() => void agent.refetch()} retrying={agent.isFetching} />;
  }
  if (!agent.data) {
    return (
      <Card>
        <SkeletonText lines={5} />
      </Card>
    );
  }
  if (agent.data.agent_status === "none") return <AgentApplyForm locale={locale} onApplied={() => void agent.refetch()} />;
  if (agent.data.agent_status === "pending") {
    return (
      <Card title={t`Application sent`}>
        <p role="status" className="text-14 text-text-muted">
          <Trans>Your application is being reviewed. Your invite links will appear here once it is approved.</Trans>
        </p>
      </Card>
    );
  }
  return (
    <>
      <p role="status" className="rounded-12 bg-surface-sunken px-12 py-10 text-14 font-semibold text-success" data-testid="agent-approved">
        <Trans>You are an approved agent.</Trans>
      </p>
      <AgentLinks locale={locale} links={agent.data.list} />
      <SubAgents locale={locale} />
    </>
  );
}
