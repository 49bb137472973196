import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";

/** The VIP page's reads as the server made them for the player of the request (each null when it failed). */
export interface VipFirst {
  /** The levels 0 to 10 with their required bets and rewards. */
  conf: ResponseOf<typeof luckyBearRewardEndpoints.vipConf> | null;
  /** The player's level, total bet and which rewards are receivable or received. */
  profile: ResponseOf<typeof luckyBearRewardEndpoints.vipProfile> | null;
}

/** The signed-in VIP page's first data: the levels and the player's VIP profile. */
export async function loadVip(api: ApiClient): Promise<VipFirst> {
  const [conf, profile] = await Promise.all([api.call(luckyBearRewardEndpoints.vipConf, {}).catch(() => null), api.call(luckyBearRewardEndpoints.vipProfile, {}).catch(() => null)]);
  return { conf, profile };
}
