import type { ApiClient } from "@repo/api-client/client";
import type { Credentials, UserInfo } from "@repo/session/types";
import { publicEnv } from "@/public-env";

/** getUserInfo with the build version and the current time in seconds (spec section 7). */
export async function loadUserInfo(api: ApiClient, _credentials: Credentials): Promise<UserInfo> {
  // The group loads with app start's first call, not with every page.
  const { userReadEndpoints } = await import("@repo/api-client/endpoints/user-reads");
  const info = await api.call(userReadEndpoints.getUserInfo, {
    version: publicEnv.buildVersion,
    time: Math.floor(Date.now() / 1000),
  });
  return { ...info, userId: info.user_id };
}
