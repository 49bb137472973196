// The game tab's state in its address (?tab=&provider=&q=), so a reload or a shared link keeps it. Type
// imports only: the browser's parts build addresses with it (the server reads them, read-game-tab-query.ts).
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { GameProvider, luckyBearGameEndpoints } from "@repo/api-client/endpoints/lucky-bear/games";
import type { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";

export type SearchParams = Record<string, string | string[] | undefined>;

/** "all", "favourites", or a category id of lucky_bear/query. */
export type GameTab = string;

export interface GameTabQuery {
  tab: GameTab;
  provider: GameProvider | null;
  /** The search text; empty when not searching. */
  q: string;
}

/** One page of game_list. */
export type GamePage = ResponseOf<typeof luckyBearGameEndpoints.gameList>;

/** The server's answers the screen starts from (./load-game-tab.ts); null: the browser asks. */
export interface GameTabFirst {
  home: ResponseOf<typeof luckyBearLobbyEndpoints.query> | null;
  /** The first page of the listing the address names (not a search, not the favourites). */
  games: GamePage | null;
  /** What game_search found for the address's search (only when it names one). */
  search: ResponseOf<typeof luckyBearGameEndpoints.gameSearch> | null;
}

/** The game_list filter of a listing. */
export interface GameListFilter {
  category?: string;
  provider?: string;
}

/** game_list's page size. */
export const GAME_PAGE_SIZE = 20;

export const ALL_TAB = "all";
export const FAVOURITES_TAB = "favourites";

export function gameTabHref(locale: string, query: Partial<GameTabQuery> = {}): string {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== ALL_TAB) params.set("tab", query.tab);
  if (query.provider) params.set("provider", query.provider);
  if (query.q?.trim()) params.set("q", query.q.trim());
  const search = params.toString();
  return `/${locale}/luckybear/game/gameTab${search ? `?${search}` : ""}`;
}

/** Whether the address shows a page of game_list (not a search, not the favourites). */
export function listsPages(query: GameTabQuery): boolean {
  return !query.q && query.tab !== FAVOURITES_TAB;
}

/** The game_list filter of a tab (the favourites tab has its own list). */
export function listFilter(query: GameTabQuery): GameListFilter {
  return {
    ...(query.tab !== ALL_TAB && query.tab !== FAVOURITES_TAB ? { category: query.tab } : {}),
    ...(query.provider ? { provider: query.provider } : {}),
  };
}
