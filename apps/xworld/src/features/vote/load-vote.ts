import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { stakeEndpoints } from "@repo/api-client/endpoints/stake";

/** What the server rendered of the projects (null: the browser asks). */
export interface VoteFirst {
  projects: ResponseOf<typeof stakeEndpoints.voteProjects> | null;
}

/**
 * The projects' standing, fetched on the server (as the cookies' player or as a guest: `enterLocaleAsViewer`)
 * so the ranking is in the first HTML. A failed call leaves it to the browser.
 */
export async function loadVote(api: ApiClient): Promise<VoteFirst> {
  return { projects: await api.call(stakeEndpoints.voteProjects, {}).catch(() => null) };
}
