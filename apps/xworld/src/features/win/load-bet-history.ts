import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { type BitBoard, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { BET_PAGE_SIZE } from "./boards";

/** The bet history page's reads as the server made them for the player of the request (each null when it failed). */
export interface BetHistoryFirst {
  /** The board: it names the coin the amounts are in. */
  board: ResponseOf<typeof bitGameEndpoints.board> | null;
  /** The first page of the player's bets on it (BET_PAGE_SIZE a page). */
  bets: ResponseOf<typeof bitGameEndpoints.betHistory> | null;
}

/** The signed-in bet history page's first data: the board (for its coin) and the first page of the player's bets. */
export async function loadBetHistory(api: ApiClient, board: BitBoard): Promise<BetHistoryFirst> {
  const [state, bets] = await Promise.all([
    api.call(bitGameEndpoints.board, { board }).catch(() => null),
    api.call(bitGameEndpoints.betHistory, { board, page: 1, page_size: BET_PAGE_SIZE }).catch(() => null),
  ]);
  return { board: state, bets };
}
