import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { userSocialEndpoints } from "@repo/api-client/endpoints/user-social";
import { FOLLOW_MEDIA, type FollowMedia } from "./follow-media";

type FollowList = ResponseOf<typeof userSocialEndpoints.getFollowList>;

/** The offers page's reads as the server made them for the player of the request (each null when it failed). */
export interface OffersFirst {
  /** Per network, the accounts of its follow task and whether the player follows each. */
  follows: Record<FollowMedia, FollowList | null>;
}

/** The signed-in offers page's first data: each network's follow task as it stands for the player. */
export async function loadOffers(api: ApiClient): Promise<OffersFirst> {
  const lists = await Promise.all(FOLLOW_MEDIA.map((media) => api.call(userSocialEndpoints.getFollowList, { media_type: media }).catch(() => null)));
  return { follows: Object.fromEntries(FOLLOW_MEDIA.map((media, index) => [media, lists[index] ?? null])) as Record<FollowMedia, FollowList | null> };
}
