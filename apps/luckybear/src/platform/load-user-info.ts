import type { ApiClient } from "@repo/api-client/client";
import type { Credentials, UserInfo } from "@repo/session/types";
import { publicEnv } from "@/public-env";

/** The luckybear variant of getUserInfo, on the lucky-bear user host (spec section 7). */
export async function loadUserInfo(api: ApiClient, _credentials: Credentials): Promise<UserInfo> {
  // The group loads with app start's first call, not with every page.
  const { lbUserEndpoints } = await import("@repo/api-client/endpoints/lb-user");
  const info = await api.call(lbUserEndpoints.getLbUserInfo, {
    version: publicEnv.buildVersion,
    time: Math.floor(Date.now() / 1000),
  });
  return { ...info, userId: info.user_id };
}
