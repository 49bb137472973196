import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { luckyBearGameEndpoints } from "@repo/api-client/endpoints/lucky-bear/games";
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { type GameTabFirst, type GameTabQuery, GAME_PAGE_SIZE, listFilter, listsPages } from "./game-tab-query";

/**
 * The public part of the game tab read on the server (in parallel), rendered there (GameTabView): the
 * categories and, for a category listing, its first page, or the search's results. Each may fail: the
 * page then says so with a retry, and the tabs without their categories.
 */
export async function loadGameTab(api: ApiClient, query: GameTabQuery): Promise<GameTabFirst> {
  const optional = <T>(call: Promise<T>): Promise<T | null> => call.catch(() => null);
  const [home, games, search] = await Promise.all([
    optional(api.call(luckyBearLobbyEndpoints.query, {})),
    listsPages(query) ? optional(api.call(luckyBearGameEndpoints.gameList, { ...listFilter(query), page: 1, page_size: GAME_PAGE_SIZE })) : null,
    query.q ? optional(api.call(luckyBearGameEndpoints.gameSearch, { keyword: query.q })) : null,
  ]);
  return { home, games, search };
}
