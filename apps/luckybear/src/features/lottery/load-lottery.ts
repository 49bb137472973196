import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearEndpoints as lb } from "@repo/api-client/endpoints/lucky-bear";

/** The free lottery page's reads as the server made them for the player of the request (each null when it failed). */
export interface LotteryFirst {
  /** The player's free draw today, or when the next one comes. */
  chance: ResponseOf<typeof lb.freeLotteryChance> | null;
  /** The amounts a draw can pay, with their weights. */
  ranges: ResponseOf<typeof lb.lotteryAmountRangeCfg> | null;
}

/** The signed-in free lottery page's first data: the player's chance and the prize ranges. */
export async function loadLottery(api: ApiClient): Promise<LotteryFirst> {
  const [chance, ranges] = await Promise.all([
    api.call(lb.freeLotteryChance, {}).catch(() => null),
    api.call(lb.lotteryAmountRangeCfg, {}).catch(() => null),
  ]);
  return { chance, ranges };
}
