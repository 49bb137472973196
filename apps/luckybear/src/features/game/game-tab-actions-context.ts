"use client";
// What the game tab's server-rendered cards read in the browser (GameTabActions provides it): which game
// is opening, the signed-in player's favourites and free spins once loaded, and the heart's tap.
// The state sits in a store, not in the context's value: each card selects its own part of it
// (useGameTabState), so a change re-renders the cards it changes, not every card of the page.
import type { ExternalStore } from "@repo/ui/lib/external-store";
import { createContext, useContext, useSyncExternalStore } from "react";
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
}

export interface GameTabActionsValue {
  state: ExternalStore<GameTabState>;
  /** A guest is asked to sign in instead. Stable: it reads the state of the moment it is called. */
  toggleFavourite: (gameId: number) => void;
}

export const GameTabActionsContext = createContext<GameTabActionsValue | null>(null);

function useGameTabActionsValue(): GameTabActionsValue {
  const value = useContext(GameTabActionsContext);
  if (!value) throw new Error("the game tab's cards need <GameTabActions> above them");
  return value;
}

/**
 * One part of the tab's state; the caller re-renders only when that part changes (Object.is), so
 * `select` returns a primitive or an object the state keeps (`state.player`), never a new one.
 */
export function useGameTabState<T>(select: (state: GameTabState) => T): T {
  const { state } = useGameTabActionsValue();
  const selected = () => select(state.getSnapshot());
  return useSyncExternalStore(state.subscribe, selected, selected);
}

export function useToggleFavourite(): (gameId: number) => void {
  return useGameTabActionsValue().toggleFavourite;
}
