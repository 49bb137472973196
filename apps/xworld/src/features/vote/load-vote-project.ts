import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { stakeEndpoints, type VoteProjectDetail } from "@repo/api-client/endpoints/stake";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { walletVoteEndpoints } from "@repo/api-client/endpoints/wallet-vote";
import { isBusinessError } from "@repo/api-client/errors";
import { PROJECT_NOT_FOUND } from "./vote-codes";
import { VOTE_COIN } from "./vote-math";
import type { VotePosition } from "./vote-position";

/** One project's page as the server read it for the reader of the request. */
export interface VoteProjectFirst {
  /** Null when a read the page needs failed, or the project does not exist. */
  project: VoteProjectDetail | null;
  /** All stakes on all projects (the project's part of them). */
  allStaked: string | null;
  /** The reader's position (null for a guest, or when its read failed). */
  position: VotePosition | null;
  /** The server said the project does not exist. */
  missing: boolean;
}

async function readPosition(api: ApiClient, projectId: number): Promise<VotePosition | null> {
  try {
    const [position, assets] = await Promise.all([api.call(walletVoteEndpoints.xbvoteQuery, { vote_id: projectId }), api.call(walletReadEndpoints.userAsset, {})]);
    const balance = assets.list.find((asset) => asset.coin_name === VOTE_COIN)?.offchain;
    return balance === undefined ? null : { allowance: position.allowance, staked: position.staked, balance };
  } catch {
    return null;
  }
}

/**
 * The project, all stakes and (`player`: a login came with the request) the player's position, fetched on
 * the server so the page is in the first HTML (`enterLocaleAsViewer`). A failed read leaves it to the browser.
 */
export async function loadVoteProject(api: ApiClient, projectId: number, player: boolean): Promise<VoteProjectFirst> {
  const [project, all, position] = await Promise.all([
    api.call(stakeEndpoints.voteProject, { project_id: projectId }).then(
      (detail) => ({ detail, missing: false }),
      (error: unknown) => ({ detail: null, missing: isBusinessError(error, PROJECT_NOT_FOUND) }),
    ),
    api.call(stakeEndpoints.voteProjects, {}).catch(() => null),
    player ? readPosition(api, projectId) : Promise.resolve(null),
  ]);
  return { project: project.detail, allStaked: all?.total_staked ?? null, position, missing: project.missing };
}
