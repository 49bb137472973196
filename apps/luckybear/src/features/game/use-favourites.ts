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

/** One object while nothing changes (GamePlayerState hands it up to the tab's state). */
export function useFavourites(): Favourites {
  const loggedIn = useIsLoggedIn();
  const list = useApiQuery(luckyBearGameEndpoints.favGamesList, {}, { enabled: loggedIn });
  const toggle = useApiMutation(luckyBearGameEndpoints.favGamesToggle);
  const { data, isError, refetch } = list;
  const { isPending, variables, mutate } = toggle;
  return useMemo(() => {
    const ids = new Set(data?.list.map((game) => game.game_id));
    return {
      loggedIn,
      list: data?.list,
      isError,
      retry: () => void refetch(),
      has: (gameId: number) => ids.has(gameId),
      toggle: (gameId: number) => {
        if (loggedIn && !isPending) mutate({ game_id: gameId });
      },
      pendingId: isPending ? (variables?.game_id ?? null) : null,
    };
  }, [loggedIn, data, isError, refetch, isPending, variables, mutate]);
}
