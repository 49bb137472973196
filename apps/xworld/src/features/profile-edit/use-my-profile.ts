"use client";
// The signed-in player's own profile (profile service my_profile), shared by editing and the setup.
import { type MyProfile, profileEndpoints } from "@repo/api-client/endpoints/profile";
import { type ServerAnswerOptions, useApiQuery } from "@repo/api-client/react";
import { useIsLoggedIn } from "@repo/session/react/hooks";

/**
 * `server`: the page's server answer (load-my-profile.ts, `server.answer(server.data?.profile)` of
 * `usePlayerFirst`), if any: it stands for the first read, also in the server's render and the hydration
 * render, before the session knows the player.
 */
export function useMyProfile(server: ServerAnswerOptions<MyProfile> = {}) {
  const loggedIn = useIsLoggedIn();
  return useApiQuery(profileEndpoints.myProfile, {}, { enabled: loggedIn, ...server });
}
