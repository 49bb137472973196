"use client";
// What the game tab's server-rendered cards read in the browser (GameTabActions provides it): which game
// is opening, the signed-in player's favourites and free spins once loaded, and the heart's tap.
import { createContext, useContext } from "react";
import type { Favourites } from "./use-favourites";

/** The signed-in player's own part of the tab, read after start (GamePlayerState). */
export interface PlayerGames {
  favourites: Favourites;
  /** Free spins waiting per game id (free_spin_conf). */
  freeSpins: ReadonlyMap<number, number>;
}

export interface GameTabActionsState {
  openingId: number | null;
  loggedIn: boolean;
  /** Null for a guest, and until the player's favourites and free spins have loaded. */
  player: PlayerGames | null;
  /** A guest is asked to sign in instead. */
  toggleFavourite: (gameId: number) => void;
}

export const GameTabActionsContext = createContext<GameTabActionsState | null>(null);

export function useGameTabActions(): GameTabActionsState {
  const state = useContext(GameTabActionsContext);
  if (!state) throw new Error("useGameTabActions needs <GameTabActions> above it");
  return state;
}
