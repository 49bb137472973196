"use client";
// What the game tab's server-rendered cards read in the browser (GameTabActions provides it): which game
// is opening, the signed-in player's favourites and free spins once loaded, and the heart's tap. Each
// card selects its own part (useGameTabState), so a change re-renders the cards it changes, not every
// card of the page.
import { createSelectableContext } from "@repo/ui/lib/selectable-context";
import type { Favourites } from "./use-favourites";

/** The signed-in player's own part of the tab, read after start (GamePlayerState). */
export interface PlayerGames {
  favourites: Favourites;
  /** Free spins waiting per game id (free_spin_conf). */
  freeSpins: ReadonlyMap<number, number>;
}

export interface GameTabState {
  openingId: number | null;
  loggedIn: boolean;
  /** Null for a guest, and until the player's favourites and free spins have loaded. */
  player: PlayerGames | null;
  /** A guest is asked to sign in instead. Stable from render to render. */
  toggleFavourite: (gameId: number) => void;
}

export const GameTabContext = createSelectableContext<GameTabState | null>(null);

/**
 * The caller's part of the tab's state; it re-renders when that part changes (Object.is), so `select`
 * returns a primitive or an object the state holds (`state.player`), never a new one.
 */
export function useGameTabState<T>(select: (state: GameTabState) => T): T {
  return GameTabContext.useSelect((state) => {
    if (!state) throw new Error("the game tab's cards need <GameTabActions> above them");
    return select(state);
  });
}
