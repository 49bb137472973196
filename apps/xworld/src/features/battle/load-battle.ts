import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { battleEndpoints } from "@repo/api-client/endpoints/battle";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import type { Assets } from "../wallet/use-wallet-data";

/** The battle page's reads as the server made them for the player of the request (each null when it failed). */
export interface BattleFirst {
  /** Today's battle with the player's best, rank and entries. */
  battle: ResponseOf<typeof battleEndpoints.current> | null;
  /** The balances (the fee's coin is checked against them). */
  assets: Assets | null;
}

/** Today's battle as the server reads it for the player (null when it failed); the battle and leaderboard pages start from it. */
export function loadCurrentBattle(api: ApiClient): Promise<BattleFirst["battle"]> {
  return api.call(battleEndpoints.current, {}).catch(() => null);
}

/** The signed-in battle page's first data: today's battle and the balances. */
export async function loadBattle(api: ApiClient): Promise<BattleFirst> {
  const [battle, assets] = await Promise.all([
    loadCurrentBattle(api),
    api.call(walletReadEndpoints.userAsset, {}).catch(() => null),
  ]);
  return { battle, assets };
}
