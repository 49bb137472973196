import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearEndpoints as lb } from "@repo/api-client/endpoints/lucky-bear";

/** The rewards hub's reads as the server made them for the player of the request (each null when it failed). */
export interface RewardsFirst {
  spin: ResponseOf<typeof lb.luckySpinConf> | null;
  lottery: ResponseOf<typeof lb.freeLotteryChance> | null;
  prizes: ResponseOf<typeof lb.rtPrizeConf> | null;
  champs: ResponseOf<typeof lb.champList> | null;
  vip: ResponseOf<typeof lb.vipProfile> | null;
}

/** The signed-in rewards hub's first data: the player's state on each rewards screen. */
export async function loadRewards(api: ApiClient): Promise<RewardsFirst> {
  const [spin, lottery, prizes, champs, vip] = await Promise.all([
    api.call(lb.luckySpinConf, {}).catch(() => null),
    api.call(lb.freeLotteryChance, {}).catch(() => null),
    api.call(lb.rtPrizeConf, {}).catch(() => null),
    api.call(lb.champList, {}).catch(() => null),
    api.call(lb.vipProfile, {}).catch(() => null),
  ]);
  return { spin, lottery, prizes, champs, vip };
}
