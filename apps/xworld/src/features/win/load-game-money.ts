import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { type BitBoard, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";

/** Both balances of the board's coin, the transfer limits and the last transfers. */
export type GameMoney = ResponseOf<typeof bitGameEndpoints.money>;

/** The game money page's read as the server made it for the player of the request (null when it failed). */
export interface GameMoneyFirst {
  money: GameMoney | null;
}

/** The signed-in game money page's first data: the player's money on the board. */
export async function loadGameMoney(api: ApiClient, board: BitBoard): Promise<GameMoneyFirst> {
  const money = await api.call(bitGameEndpoints.money, { board }).catch(() => null);
  return { money };
}
