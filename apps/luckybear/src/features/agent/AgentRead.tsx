"use client";
// The agent programme read by the browser: for a player the server did not read for (another login, a
// login only Telegram or the host app knows) or when the server's read failed; nothing for a guest (the
// route rules send them to login). Loaded only then (AgentFromBrowser).
import { useLingui } from "@lingui/react/macro";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { AddLinkForm } from "./AddLinkForm";
import { AgentApplyForm } from "./AgentApplyForm";
import { AgentLinkButtons } from "./AgentLinkButtons";
import { AgentSkeleton } from "./AgentSkeleton";
import { AgentView } from "./AgentView";
import { SubAgents } from "./SubAgents";

export function AgentRead({ locale }: { locale: Locale }) {
  return useIsLoggedIn() ? <PlayerAgent locale={locale} /> : null;
}

function PlayerAgent({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const agent = useApiQuery(luckyBearInviteEndpoints.agentInviteLinkList, {});
  if (agent.isError && !agent.data) {
    return <ErrorState title={t`The agent programme could not load.`} onRetry={() => void agent.refetch()} retrying={agent.isFetching} />;
  }
  if (!agent.data) return <AgentSkeleton />;
  return (
    <AgentView
      locale={locale}
      agent={agent.data}
      applyForm={<AgentApplyForm locale={locale} onApplied={() => void agent.refetch()} />}
      linkActions={(link) => <AgentLinkButtons link={link.link} />}
      addLinkForm={(existing) => <AddLinkForm existing={existing} />}
      subAgents={<SubAgents locale={locale} />}
    />
  );
}
