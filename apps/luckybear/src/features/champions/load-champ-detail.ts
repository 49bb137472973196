import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";

/** One championship's reads as the server made them for the player of the request (each null when it failed). */
export interface ChampDetailFirst {
  /** The championship with the player's score, rank and reward. */
  detail: ResponseOf<typeof luckyBearRewardEndpoints.champDetail> | null;
  /** Its billboard with the player's rank. */
  board: ResponseOf<typeof luckyBearRewardEndpoints.champBillboard> | null;
}

/** The signed-in championship page's first data: the championship of the address (`champId`) and its billboard. */
export async function loadChampDetail(api: ApiClient, champId: number): Promise<ChampDetailFirst> {
  const [detail, board] = await Promise.all([
    api.call(luckyBearRewardEndpoints.champDetail, { champ_id: champId }).catch(() => null),
    api.call(luckyBearRewardEndpoints.champBillboard, { champ_id: champId }).catch(() => null),
  ]);
  return { detail, board };
}
