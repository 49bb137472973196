import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { stakeEndpoints } from "@repo/api-client/endpoints/stake";

/** The my-votes page's read as the server made it for the player of the request (null when it failed). */
export interface MyVotesFirst {
  /** The player's stakes, the rewards waiting and those received. */
  votes: ResponseOf<typeof stakeEndpoints.myVotes> | null;
}

/** The signed-in my-votes page's first data: the player's stakes and rewards. */
export async function loadMyVotes(api: ApiClient): Promise<MyVotesFirst> {
  const votes = await api.call(stakeEndpoints.myVotes, {}).catch(() => null);
  return { votes };
}
