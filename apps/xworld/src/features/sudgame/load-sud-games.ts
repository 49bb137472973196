import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { sudGameEndpoints } from "@repo/api-client/endpoints/sud-game";
import type { ResponseOf } from "@repo/api-client/endpoint";

export interface SudGamesFirst {
  games: ResponseOf<typeof sudGameEndpoints.gameList> | null;
}

/**
 * The public part of /sudgame and of a game's page fetched on the server, so the games are in the first
 * HTML: the catalogue (the same for everyone). It may fail: the screen then asks for it from the browser.
 */
export async function loadSudGames(api: ApiClient): Promise<SudGamesFirst> {
  const games = await api.call(sudGameEndpoints.gameList, {}).catch(() => null);
  return { games };
}
