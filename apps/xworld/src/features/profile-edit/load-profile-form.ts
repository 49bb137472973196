import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { profileEndpoints } from "@repo/api-client/endpoints/profile";
import type { AvatarChoice } from "./avatar-options";
import type { MyProfileFirst } from "./load-my-profile";

/** What a one-field page (/profile/edit/<field>, /user/setup/<step>) shows, as the server read it for the player of the request. */
export interface ProfileFormFirst extends MyProfileFirst {
  /** The service's avatars on the avatar pages (null elsewhere, or when their read failed: the form then reads them). */
  avatars: readonly AvatarChoice[] | null;
}

/** my_profile, and avatar_choices for a page that chooses the avatar; side by side. */
export async function loadProfileForm(api: ApiClient, { avatars }: { avatars: boolean }): Promise<ProfileFormFirst> {
  const [profile, choices] = await Promise.all([
    api.call(profileEndpoints.myProfile, {}).catch(() => null),
    avatars ? api.call(profileEndpoints.avatarChoices, {}).then(({ list }) => list, () => null) : null,
  ]);
  return { profile, avatars: choices };
}
