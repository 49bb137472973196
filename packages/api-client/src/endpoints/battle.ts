// Battle service: today's battle, entering it, its leaderboard and the player's record.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { empty, idempotencyInput, pageInput, pageOf } from "../schemas/common";
import { battle, battleEntry, battleRankRow, battleRecord } from "../schemas/battle";

export { BATTLE_STATUSES, type Battle, type BattleEntry, type BattlePrize, type BattleRankRow, type BattleRecord } from "../schemas/battle";

/**
 * Spec: not shown — the battle service's codes. Choice: the dev API's: 1002 unknown battle, 2001
 * balance lack (`msg: lack_<COIN>`), 2002 no entries left, 2003 the battle is not running.
 */
export const BATTLE_CODES = { NOT_FOUND: 1002, BALANCE_LACK: 2001, NO_ENTRIES_LEFT: 2002, NOT_RUNNING: 2003 } as const;

// Spec: not shown — every battle call. Choice: the four below under /battle/; the routes are
// login-required, so every call is. Entering pays the fee: it takes an idempotency key.
export const battleEndpoints = {
  /** The running battle with the caller's standing in it. */
  current: defineEndpoint({
    service: "battle",
    method: "GET",
    path: "/battle/current",
    request: empty,
    response: battle,
  }),
  /** Pays the entry fee and plays one run; the score is the server's. */
  enter: defineEndpoint({
    service: "battle",
    method: "POST",
    path: "/battle/enter",
    request: z.object({ battle_id: z.number(), ...idempotencyInput }),
    response: battleEntry,
  }),
  /** The top 50 of a battle by best score, and the caller's rank. */
  rank: defineEndpoint({
    service: "battle",
    method: "GET",
    path: "/battle/rank",
    request: z.object({ battle_id: z.number() }),
    response: z.object({
      battle_id: z.number(),
      list: z.array(battleRankRow),
      my_rank: z.nullable(z.number()),
      my_score: z.nullable(z.number()),
    }),
  }),
  /** The battles the caller entered, newest first. */
  record: defineEndpoint({
    service: "battle",
    method: "GET",
    path: "/battle/record",
    request: pageInput,
    response: pageOf(battleRecord),
  }),
};
