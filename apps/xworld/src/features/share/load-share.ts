import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import { DEFAULT_PAGE_SIZE } from "@repo/api-client/schemas/common";

/** The invite page's reads as the server made them for the player of the request (each null when it failed). */
export interface ShareFirst {
  /** What an invite earns the player and the friend, and the rules. */
  reward: ResponseOf<typeof userReadEndpoints.inviteReward> | null;
  /** The first page of the friends the player invited. */
  friends: ResponseOf<typeof luckyBearInviteEndpoints.inviteUsers> | null;
}

/** The signed-in invite pages' first data (/share, /shareTab): the invite reward and the first friends. */
export async function loadShare(api: ApiClient): Promise<ShareFirst> {
  const [reward, friends] = await Promise.all([
    api.call(userReadEndpoints.inviteReward, {}).catch(() => null),
    api.call(luckyBearInviteEndpoints.inviteUsers, { page: 1, page_size: DEFAULT_PAGE_SIZE }).catch(() => null),
  ]);
  return { reward, friends };
}
