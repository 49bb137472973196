import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { userSocialEndpoints } from "@repo/api-client/endpoints/user-social";
import type { FollowMedia } from "./follow-media";

/** A network's follow task as the server read it for the player of the request (each null when it failed or, before the account is linked, not asked). */
export interface FollowTaskFirst {
  /** Whether the player's account on the network is linked, and where to link it. */
  authorize: ResponseOf<typeof userSocialEndpoints.needAuthorize> | null;
  /** The accounts to follow and whether the player follows each. */
  accounts: ResponseOf<typeof userSocialEndpoints.getFollowList> | null;
  /** Which of them the player's linked account follows. */
  following: ResponseOf<typeof userSocialEndpoints.getFollowing> | null;
}

/** The signed-in follow task's first data: whether the account is linked, then (linked) the two lists; nothing for a network that is not one of ours. */
export async function loadFollowTask(api: ApiClient, media: FollowMedia | null): Promise<FollowTaskFirst> {
  if (!media) return { authorize: null, accounts: null, following: null };
  const authorize = await api.call(userSocialEndpoints.needAuthorize, { media_type: media }).catch(() => null);
  if (!authorize || authorize.need_authorize) return { authorize, accounts: null, following: null };
  const [accounts, following] = await Promise.all([
    api.call(userSocialEndpoints.getFollowList, { media_type: media }).catch(() => null),
    api.call(userSocialEndpoints.getFollowing, { media_type: media }).catch(() => null),
  ]);
  return { authorize, accounts, following };
}
