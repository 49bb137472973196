import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { honorEndpoints } from "@repo/api-client/endpoints/honor";

/** The honor board page's read as the server made it for the player of the request (null when it failed). */
export interface HonorBoardFirst {
  /** The players by honor points, with the player's own place and points. */
  board: ResponseOf<typeof honorEndpoints.board> | null;
}

/** The signed-in honor board page's first data: the board with the player's own row. */
export async function loadHonorBoard(api: ApiClient): Promise<HonorBoardFirst> {
  const board = await api.call(honorEndpoints.board, {}).catch(() => null);
  return { board };
}
