import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";

export interface AgentFirst {
  /** The player's agent status and invite links; null when the call failed. */
  agent: ResponseOf<typeof luckyBearInviteEndpoints.agentInviteLinkList> | null;
}

/** The signed-in agent page's first data, read by the server as the player of the request. */
export async function loadAgent(api: ApiClient): Promise<AgentFirst> {
  return { agent: await api.call(luckyBearInviteEndpoints.agentInviteLinkList, {}).catch(() => null) };
}
