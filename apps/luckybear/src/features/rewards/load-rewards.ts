import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";

/** The rewards hub's reads as the server made them for the player of the request (each null when it failed). */
export interface RewardsFirst {
  spin: ResponseOf<typeof luckyBearRewardEndpoints.luckySpinConf> | null;
  lottery: ResponseOf<typeof luckyBearRewardEndpoints.freeLotteryChance> | null;
  prizes: ResponseOf<typeof luckyBearRewardEndpoints.rtPrizeConf> | null;
  champs: ResponseOf<typeof luckyBearRewardEndpoints.champList> | null;
  vip: ResponseOf<typeof luckyBearRewardEndpoints.vipProfile> | null;
}

/** The signed-in rewards hub's first data: the player's state on each rewards screen. */
export async function loadRewards(api: ApiClient): Promise<RewardsFirst> {
  const [spin, lottery, prizes, champs, vip] = await Promise.all([
    api.call(luckyBearRewardEndpoints.luckySpinConf, {}).catch(() => null),
    api.call(luckyBearRewardEndpoints.freeLotteryChance, {}).catch(() => null),
    api.call(luckyBearRewardEndpoints.rtPrizeConf, {}).catch(() => null),
    api.call(luckyBearRewardEndpoints.champList, {}).catch(() => null),
    api.call(luckyBearRewardEndpoints.vipProfile, {}).catch(() => null),
  ]);
  return { spin, lottery, prizes, champs, vip };
}
