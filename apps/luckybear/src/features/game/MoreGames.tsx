"use client";
// The game list's pager: the pages after the server's first, 20 at a time, as cards after its cards.
import { luckyBearGameEndpoints } from "@repo/api-client/endpoints/lucky-bear/games";
import type { PagerReport } from "@repo/app-shell/paging/later-pages";
import { useMorePages } from "@repo/app-shell/paging/use-more-pages";
import { memo } from "react";
import { GameCard } from "./GameCard";
import { GAME_PAGE_SIZE, type GameListFilter, type GamePage } from "./game-tab-query";

/** A card whose game is unchanged is not drawn again when a page arrives. */
const LaterCard = memo(GameCard);

export function MoreGames({ first, filter, onChange }: { first: GamePage; filter: GameListFilter } & PagerReport) {
  const later = useMorePages(luckyBearGameEndpoints.gameList, { ...filter, page_size: GAME_PAGE_SIZE }, { first, idKey: "game_id", onChange });
  return later.map((game, index) => <LaterCard key={game.game_id} game={game} index={first.list.length + index} />);
}
