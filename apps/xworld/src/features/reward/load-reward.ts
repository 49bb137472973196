import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { activityEndpoints } from "@repo/api-client/endpoints/activity";

/** The reward page's read as the server made it for the player of the request (null when it failed). */
export interface RewardFirst {
  /** The rewards waiting to be claimed. */
  claimable: ResponseOf<typeof activityEndpoints.claimableRewards> | null;
}

/** The signed-in reward page's first data: the rewards the player can claim now. */
export async function loadReward(api: ApiClient): Promise<RewardFirst> {
  const claimable = await api.call(activityEndpoints.claimableRewards, {}).catch(() => null);
  return { claimable };
}
