// The agent programme by the application's status: `none` → the application form (`applyForm`);
// `pending` → a status line; `approved` → the agent's links and sub-agents. No client code of its own:
// rendered on the server (the page's read for the player) and in the browser (AgentRead), each with
// its own form and button parts.
import { Trans, useLingui } from "@lingui/react/macro";
import type { AgentInviteLink } from "@repo/api-client/schemas/lucky-bear";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import type { ReactNode } from "react";
import { AgentLinksView } from "./AgentLinksView";
import type { AgentLinkList } from "./load-agent";

interface AgentViewProps {
  locale: Locale;
  agent: AgentLinkList;
  /** The application form, for a player who has not applied. */
  applyForm: ReactNode;
  /** A link's copy and share buttons. */
  linkActions: (link: AgentInviteLink) => ReactNode;
  /** The form that adds a link; `existing`: the agent's link names. */
  addLinkForm: (existing: string[]) => ReactNode;
  /** The sub-agents' card. */
  subAgents: ReactNode;
}

export function AgentView({ locale, agent, applyForm, linkActions, addLinkForm, subAgents }: AgentViewProps) {
  const { t } = useLingui();
  if (agent.agent_status === "none") return applyForm;
  if (agent.agent_status === "pending") {
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
      <AgentLinksView locale={locale} links={agent.list} actions={linkActions} addForm={addLinkForm(agent.list.map((link) => link.name))} />
      {subAgents}
    </>
  );
}
