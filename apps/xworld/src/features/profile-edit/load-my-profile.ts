import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { type MyProfile, profileEndpoints } from "@repo/api-client/endpoints/profile";

/** The player's own profile as the server read it for the player of the request (null when it failed). */
export interface MyProfileFirst {
  /** The player's name, avatar, bio, language and setup flags (my_profile). */
  profile: MyProfile | null;
}

/** The first data of the pages that show the player's own profile (/profile/edit, /user/setup): my_profile. */
export async function loadMyProfile(api: ApiClient): Promise<MyProfileFirst> {
  const profile = await api.call(profileEndpoints.myProfile, {}).catch(() => null);
  return { profile };
}
