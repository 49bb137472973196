"use client";
// The signed-in player's own profile (profile service my_profile), shared by editing and the setup.
import { profileEndpoints } from "@repo/api-client/endpoints/profile";
import { useApiQuery } from "@repo/api-client/react";
import { useIsLoggedIn } from "@repo/session/react/hooks";

export function useMyProfile() {
  const loggedIn = useIsLoggedIn();
  return useApiQuery(profileEndpoints.myProfile, {}, { enabled: loggedIn });
}
