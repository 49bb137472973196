import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearGameEndpoints } from "@repo/api-client/endpoints/lucky-bear/games";
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import type { Champ } from "@repo/api-client/schemas/lucky-bear";

export type LiveWin = ResponseOf<typeof luckyBearRewardEndpoints.rtPrizeBillboard>["list"][number];

export interface LuckyBearHomeData {
  home: ResponseOf<typeof luckyBearLobbyEndpoints.query>;
  games: ResponseOf<typeof luckyBearGameEndpoints.gameList>;
  /** The live-prize strip (rt_prize_billboard); null when that call failed: the lobby shows without it. */
  liveWins: LiveWin[] | null;
  /** The championships (champ/list), for the running ones; null when that call failed. */
  champs: Champ[] | null;
}

/**
 * The public part of the casino home, fetched on the server (in parallel) so it is in the first HTML.
 * The jackpot and the games make the lobby; the live prizes and championships are extras whose failure
 * only leaves their section out. What is the player's own (chances, VIP level, newbie tasks) is read on
 * the client.
 */
export async function loadHome(api: ApiClient): Promise<LuckyBearHomeData> {
  const extra = <T>(call: Promise<T>): Promise<T | null> => call.catch(() => null);
  const [home, games, liveWins, champs] = await Promise.all([
    api.call(luckyBearLobbyEndpoints.query, {}),
    api.call(luckyBearGameEndpoints.gameList, { page: 1, page_size: 20 }),
    extra(api.call(luckyBearRewardEndpoints.rtPrizeBillboard, {}).then((answer) => answer.list)),
    extra(api.call(luckyBearRewardEndpoints.champList, {}).then((answer) => answer.list)),
  ]);
  return { home, games, liveWins, champs };
}
