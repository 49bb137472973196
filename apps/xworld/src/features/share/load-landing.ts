// The public part of the invite landing page, read on the server so a friend sees it at once: who
// invited them (public_cheak) and the invite reward (/api/config/invite_reward).
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import { lookupPublicProfile, type ProfileLookup } from "../public-profile/public-profile";

export type InviteReward = ResponseOf<typeof userReadEndpoints.inviteReward>;

export interface LandingData {
  /** The inviter the link names (?uid=), or null. */
  inviterId: number | null;
  /** `not-found` also when the link names nobody. */
  inviter: ProfileLookup;
  /** Null when the rules could not be read: the page still invites, without numbers. */
  reward: InviteReward | null;
}

export async function loadLanding(api: Pick<ApiClient, "call">, inviterId: number | null): Promise<LandingData> {
  const [inviter, reward] = await Promise.all([
    lookupPublicProfile(api, inviterId),
    api.call(userReadEndpoints.inviteReward, {}).catch((error: unknown) => {
      console.error("[share/land] invite reward failed", error);
      return null;
    }),
  ]);
  return { inviterId, inviter, reward };
}
