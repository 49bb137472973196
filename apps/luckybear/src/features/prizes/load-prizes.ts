import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearEndpoints as lb } from "@repo/api-client/endpoints/lucky-bear";

/** The live prizes page's reads as the server made them for the player of the request (each null when it failed). */
export interface PrizesFirst {
  /** The period's prizes with the player's bets toward them. */
  conf: ResponseOf<typeof lb.rtPrizeConf> | null;
  /** The latest winners. */
  winners: ResponseOf<typeof lb.rtPrizeBillboard> | null;
  /** The bet ranking with the player's own rank. */
  ranking: ResponseOf<typeof lb.betRankingList> | null;
}

/** The signed-in live prizes page's first data: the prizes, the winners and the bet ranking. */
export async function loadPrizes(api: ApiClient): Promise<PrizesFirst> {
  const [conf, winners, ranking] = await Promise.all([
    api.call(lb.rtPrizeConf, {}).catch(() => null),
    api.call(lb.rtPrizeBillboard, {}).catch(() => null),
    api.call(lb.betRankingList, {}).catch(() => null),
  ]);
  return { conf, winners, ranking };
}
