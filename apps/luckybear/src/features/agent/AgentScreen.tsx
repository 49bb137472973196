// /luckybear/agent: the agent programme. Before applying, the application form; while it is reviewed,
// its status; once approved, the agent's invite links (add one, see what each brought) and the
// sub-agent summaries. A server component: what the server read with the player's login is the page's
// HTML (ServerPlayerContent keeps it while this render is that player's); its client code is the
// application form, each link's buttons and the form that adds a link, each loaded after start (and
// the sub-agents when the server could not read them). Otherwise the browser reads the page
// (AgentFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { AddLinkFromBrowser, AgentApplyFromBrowser, AgentFromBrowser, AgentLinkActions, SubAgentsFromBrowser } from "./AgentFromBrowser";
import { AgentView } from "./AgentView";
import type { AgentFirst } from "./load-agent";
import { SubAgentsCard } from "./SubAgentsCard";
import { SubAgentsView } from "./SubAgentsView";

export interface AgentScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<AgentFirst> | null;
}

export function AgentScreen({ locale, first }: AgentScreenProps) {
  const fromBrowser = <AgentFromBrowser locale={locale} />;
  const agent = first?.data.agent;
  const subAgents = first?.data.subAgents;
  return (
    <PageFrame locale={locale} back="/luckybear/invite" heading={<Trans>Agent programme</Trans>}>
      {first && agent ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <AgentView
            locale={locale}
            agent={agent}
            applyForm={<AgentApplyFromBrowser locale={locale} />}
            linkActions={(link) => <AgentLinkActions link={link.link} />}
            addLinkForm={(existing) => <AddLinkFromBrowser existing={existing} />}
            subAgents={
              subAgents ? (
                <SubAgentsCard>
                  <SubAgentsView locale={locale} data={subAgents} />
                </SubAgentsCard>
              ) : (
                <SubAgentsFromBrowser locale={locale} />
              )
            }
          />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
