"use client";
// For a server answer that carries the caller's own fields (a pool's shares, a project's stake): the
// server asks as a guest (it never holds a player's key), so its answer may stand for the query only
// while the session knows no player: the hydration render (the runtime then reads every query again
// when the stored login arrives) or a guest. A signed-in player who navigates here asks for their own.
import { fromServer } from "@repo/api-client/react";
import { useIsLoggedIn } from "@repo/session/react/hooks";

export function useGuestAnswer<T>(answer: T | null | undefined) {
  return fromServer(useIsLoggedIn() ? null : answer);
}
