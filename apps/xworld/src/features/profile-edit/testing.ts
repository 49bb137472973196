// Test support (not app code): the seeded player's own profile (my_profile) as the profile pages read it.
import type { MyProfile } from "@repo/api-client/endpoints/profile";
import { PLAYER_ID } from "@repo/app-shell/testing/render-feature";

/** The seeded player, set up; `changes` for the case a test is about. */
export function myProfile(changes: Partial<MyProfile> = {}): MyProfile {
  return {
    user_id: PLAYER_ID,
    username: "dev_player",
    avatar: "https://cdn.example/avatars/2.png",
    avatar_id: 2,
    bio: "Farming since day one.",
    language: "en-US",
    setup: { name: true, avatar: true, language: true, finished: true },
    name_change_after: null,
    ...changes,
  };
}
