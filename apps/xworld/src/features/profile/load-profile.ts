import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { type MyProfile, profileEndpoints } from "@repo/api-client/endpoints/profile";
import { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { publicEnv } from "@/public-env";
import { userInfoInput } from "./user-info-input";

/** The profile page's reads as the server made them for the player of the request (each null when it failed). */
export interface ProfileFirst {
  info: ResponseOf<typeof userReadEndpoints.getUserInfo> | null;
  wallet: ResponseOf<typeof walletReadEndpoints.getWalletInfo> | null;
  vip: ResponseOf<typeof userReadEndpoints.getVipProfile> | null;
  /** For the setup reminder only (my_profile). */
  profile: MyProfile | null;
}

/** `now`: the request's time in ms (getUserInfo carries it). */
export async function loadProfile(api: ApiClient, now: number = Date.now()): Promise<ProfileFirst> {
  const [info, wallet, vip, profile] = await Promise.all([
    api.call(userReadEndpoints.getUserInfo, userInfoInput(publicEnv.buildVersion, now)).catch(() => null),
    api.call(walletReadEndpoints.getWalletInfo, { str_amount: true }).catch(() => null),
    api.call(userReadEndpoints.getVipProfile, {}).catch(() => null),
    api.call(profileEndpoints.myProfile, {}).catch(() => null),
  ]);
  return { info, wallet, vip, profile };
}
