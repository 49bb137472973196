import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { activityEndpoints } from "@repo/api-client/endpoints/activity";
import { HISTORY_PAGE_SIZE } from "../wallet/history-paging";

/** The reward history page's read as the server made it for the player of the request (null when it failed). */
export interface RewardListFirst {
  /** The first page of the rewards received, newest first (HISTORY_PAGE_SIZE a page). */
  history: ResponseOf<typeof activityEndpoints.rewardHistory> | null;
}

/** The signed-in reward history page's first data: the first page of the rewards received. */
export async function loadRewardList(api: ApiClient): Promise<RewardListFirst> {
  const history = await api.call(activityEndpoints.rewardHistory, { page: 1, page_size: HISTORY_PAGE_SIZE }).catch(() => null);
  return { history };
}
