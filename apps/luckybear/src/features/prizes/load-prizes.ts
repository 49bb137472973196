import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";

/** The live prizes page's reads as the server made them for the player of the request (each null when it failed). */
export interface PrizesFirst {
  /** The period's prizes with the player's bets toward them. */
  conf: ResponseOf<typeof luckyBearRewardEndpoints.rtPrizeConf> | null;
  /** The latest winners. */
  winners: ResponseOf<typeof luckyBearRewardEndpoints.rtPrizeBillboard> | null;
  /** The bet ranking with the player's own rank. */
  ranking: ResponseOf<typeof luckyBearLobbyEndpoints.betRankingList> | null;
}

/** The signed-in live prizes page's first data: the prizes, the winners and the bet ranking. */
export async function loadPrizes(api: ApiClient): Promise<PrizesFirst> {
  const [conf, winners, ranking] = await Promise.all([
    api.call(luckyBearRewardEndpoints.rtPrizeConf, {}).catch(() => null),
    api.call(luckyBearRewardEndpoints.rtPrizeBillboard, {}).catch(() => null),
    api.call(luckyBearLobbyEndpoints.betRankingList, {}).catch(() => null),
  ]);
  return { conf, winners, ranking };
}
