import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";

/** The free lottery page's reads as the server made them for the player of the request (each null when it failed). */
export interface LotteryFirst {
  /** The player's free draw today, or when the next one comes. */
  chance: ResponseOf<typeof luckyBearRewardEndpoints.freeLotteryChance> | null;
  /** The amounts a draw can pay, with their weights. */
  ranges: ResponseOf<typeof luckyBearRewardEndpoints.lotteryAmountRangeCfg> | null;
}

/** The signed-in free lottery page's first data: the player's chance and the prize ranges. */
export async function loadLottery(api: ApiClient): Promise<LotteryFirst> {
  const [chance, ranges] = await Promise.all([
    api.call(luckyBearRewardEndpoints.freeLotteryChance, {}).catch(() => null),
    api.call(luckyBearRewardEndpoints.lotteryAmountRangeCfg, {}).catch(() => null),
  ]);
  return { chance, ranges };
}
