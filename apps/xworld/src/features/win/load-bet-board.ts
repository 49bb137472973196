import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { type BitBoard, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { BET_PAGE_SIZE, BOARD_PAGES } from "./boards";

/** The board as the reader reads it: the round, the last results, and for a player their bets of the round and game balance. */
export type BoardState = ResponseOf<typeof bitGameEndpoints.board>;

/** The bet board page's reads as the server made them for the reader of the request (each null when it failed or was not made). */
export interface BetBoardFirst {
  board: BoardState | null;
  /** The first page of the player's bets, on a board that lists them itself (inbet: no history page). */
  bets: ResponseOf<typeof bitGameEndpoints.betHistory> | null;
  /** When the board was read (epoch ms): the round's phase in the HTML goes by it. */
  readAtMs: number;
}

/**
 * The bet board page's first data: the board, read as the player of the request (`userId`) or a guest
 * (null), and on inbet a player's first page of bets. `now`: the request's time in ms.
 */
export async function loadBetBoard(api: ApiClient, board: BitBoard, userId: number | null, now: number = Date.now()): Promise<BetBoardFirst> {
  const listsBets = userId !== null && BOARD_PAGES[board].history === null;
  const [state, bets] = await Promise.all([
    api.call(bitGameEndpoints.board, { board }).catch(() => null),
    listsBets ? api.call(bitGameEndpoints.betHistory, { board, page: 1, page_size: BET_PAGE_SIZE }).catch(() => null) : null,
  ]);
  return { board: state, bets, readAtMs: now };
}
