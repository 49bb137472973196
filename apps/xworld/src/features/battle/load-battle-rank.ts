import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { battleEndpoints } from "@repo/api-client/endpoints/battle";
import { type BattleFirst, loadCurrentBattle } from "./load-battle";

/** The leaderboard page's reads as the server made them for the player of the request (each null when it failed). */
export interface BattleRankFirst {
  /** Today's battle: it names the battle the leaderboard is of. */
  battle: BattleFirst["battle"];
  /** Today's leaderboard with the player's own rank and best score (not read without the battle). */
  rank: ResponseOf<typeof battleEndpoints.rank> | null;
}

/** The signed-in leaderboard page's first data: today's battle, then its leaderboard. */
export async function loadBattleRank(api: ApiClient): Promise<BattleRankFirst> {
  const battle = await loadCurrentBattle(api);
  const rank = battle ? await api.call(battleEndpoints.rank, { battle_id: battle.battle_id }).catch(() => null) : null;
  return { battle, rank };
}
