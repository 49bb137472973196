"use client";
// A grid of game cards wired to opening games, favourites and free spins. The cards are memoised and
// their handlers keep one identity: when an answer arrives (favourites, free spins, the next page)
// or a game starts opening, only the cards it changes render again, not every card of the tab.
import type { Game } from "@repo/api-client/endpoints/lucky-bear/games";
import useLatestCallback from "use-latest-callback";
import { GameCard } from "./GameCard";
import type { Favourites } from "./use-favourites";

export interface GameGridProps {
  label: string;
  games: readonly Game[];
  favourites: Favourites;
  freeSpins: ReadonlyMap<number, number>;
  openingId: number | null;
  onOpen: (game: Game) => void;
  onGuestFavourite: () => void;
}

/** Three rows of three: what a phone shows before scrolling. */
const FIRST_SCREEN_CARDS = 9;
/** The first row: one of them is the page's largest paint (Lighthouse names the first card's picture). */
const FIRST_ROW_CARDS = 3;

export function GameGrid({ label, games, favourites, freeSpins, openingId, onOpen, onGuestFavourite }: GameGridProps) {
  const open = useLatestCallback(onOpen);
  const toggleFavourite = useLatestCallback((game: Game) => (favourites.loggedIn ? favourites.toggle(game.game_id) : onGuestFavourite()));
  return (
    <ul aria-label={label} className="m-0 grid list-none grid-cols-3 gap-12 p-0">
      {games.map((game, index) => (
        <GameCard
          key={game.game_id}
          game={game}
          eager={index < FIRST_SCREEN_CARDS}
          first={index < FIRST_ROW_CARDS}
          favourite={favourites.has(game.game_id)}
          freeSpins={freeSpins.get(game.game_id) ?? 0}
          opening={openingId === game.game_id}
          togglingFavourite={favourites.pendingId === game.game_id}
          onOpen={open}
          onToggleFavourite={toggleFavourite}
        />
      ))}
    </ul>
  );
}
