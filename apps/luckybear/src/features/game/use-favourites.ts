"use client";
// The player's favourite games (fav_games): which are, and toggling one. Guests have none.
import { type Game, luckyBearGameEndpoints } from "@repo/api-client/endpoints/lucky-bear/games";
import { useApiMutation, useApiQuery } from "@repo/api-client/react";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { useMemo } from "react";

export interface Favourites {
  loggedIn: boolean;
  /** The favourite games, newest first (undefined while loading). */
  list: readonly Game[] | undefined;
  isError: boolean;
  retry: () => void;
  has: (gameId: number) => boolean;
  toggle: (gameId: number) => void;
  /** The game being toggled right now. */
  pendingId: number | null;
}

export function useFavourites(): Favourites {
  const loggedIn = useIsLoggedIn();
  const list = useApiQuery(luckyBearGameEndpoints.favGamesList, {}, { enabled: loggedIn });
  const toggle = useApiMutation(luckyBearGameEndpoints.favGamesToggle);
  const ids = useMemo(() => new Set(list.data?.list.map((game) => game.game_id)), [list.data]);
  return {
    loggedIn,
    list: list.data?.list,
    isError: list.isError,
    retry: () => void list.refetch(),
    has: (gameId) => ids.has(gameId),
    toggle: (gameId) => {
      if (loggedIn && !toggle.isPending) toggle.mutate({ game_id: gameId });
    },
    pendingId: toggle.isPending ? (toggle.variables?.game_id ?? null) : null,
  };
}
