import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { luckyBearGameEndpoints } from "@repo/api-client/endpoints/lucky-bear/games";
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { type GameTabFirst, type GameTabQuery, GAME_PAGE_SIZE, listFilter, listsPages } from "./game-tab-query";

/**
 * The public part of the game tab fetched on the server (in parallel), so its first screen of games is in
 * the first HTML instead of waiting for the browser's code and then its calls: the categories and, for a
 * category listing, its first page. Either may fail: the screen then asks for it from the browser.
 */
export async function loadGameTab(api: ApiClient, query: GameTabQuery): Promise<GameTabFirst> {
  const optional = <T>(call: Promise<T>): Promise<T | null> => call.catch(() => null);
  const [home, games] = await Promise.all([
    optional(api.call(luckyBearLobbyEndpoints.query, {})),
    listsPages(query) ? optional(api.call(luckyBearGameEndpoints.gameList, { ...listFilter(query), page: 1, page_size: GAME_PAGE_SIZE })) : null,
  ]);
  return { home, games };
}
