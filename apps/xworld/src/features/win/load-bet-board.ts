import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { type BitBoard, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";

/** The bet board page's read as the server made it for the player of the request (null when it failed). */
export interface BetBoardFirst {
  /** The board as the player reads it: the round, the last results, their bets of the round and their game balance. */
  board: ResponseOf<typeof bitGameEndpoints.board> | null;
}

/** The signed-in bet board page's first data: the board, read as the player. */
export async function loadBetBoard(api: ApiClient, board: BitBoard): Promise<BetBoardFirst> {
  const state = await api.call(bitGameEndpoints.board, { board }).catch(() => null);
  return { board: state };
}
