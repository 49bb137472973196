import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";

export type AgentLinkList = ResponseOf<typeof luckyBearInviteEndpoints.agentInviteLinkList>;
export type SubAgentSummaries = ResponseOf<typeof luckyBearInviteEndpoints.agentSubSummaries>;

export interface AgentFirst {
  /** The player's agent status and invite links; null when the call failed. */
  agent: AgentLinkList | null;
  /** The sub-agents of an approved agent; null when the call failed or the player is not an agent. */
  subAgents: SubAgentSummaries | null;
}

/** The signed-in agent page's first data, read by the server as the player of the request. */
export async function loadAgent(api: ApiClient): Promise<AgentFirst> {
  const agent = await api.call(luckyBearInviteEndpoints.agentInviteLinkList, {}).catch(() => null);
  // Only an approved agent has sub-agents (the browser read them only then too); the page waits for
  // this second read rather than ship the query that would read them after start.
  const subAgents = agent?.agent_status === "approved" ? await api.call(luckyBearInviteEndpoints.agentSubSummaries, {}).catch(() => null) : null;
  return { agent, subAgents };
}
