"use client";
// The server's read of a signed-in page's data (server-player.ts) stands for the screen's first reads
// while this render is for the player whose login cookies it was read with. The server's render and the
// hydration render know no session yet: both render with it, so the page is complete in its HTML and the
// hydration matches. Once the device's stored login is known, a different player (another account in
// another tab, a host app's login) asks for their own.
import { firstPageFromServer, fromServer, type ServerAnswerOptions, type ServerFirstPageOptions } from "@repo/api-client/react";
import { credentialsAtom, isLoggedInAtom, sessionStatusAtom } from "@repo/session/stores/session";
import { atom, useAtomValue } from "jotai";
import { useMemo } from "react";
import type { PlayerFirst } from "../player-first";

/** How a render uses the server's data: it stands for this player, or the screen is a signed-in player's or a guest's without it. */
type FirstUse = "server" | "signed-in" | "guest";

/**
 * One value read from the session, so a screen renders again only when it changes, not on each of app
 * start's updates (user info, status, coin choice) while the player stays the same.
 */
function firstUseAtom(firstPlayer: number | null) {
  return atom<FirstUse>((get) => {
    // The session knows nobody in the server's render and the hydration render, and a stored login is
    // read in a layout effect right after: until app start has settled who plays, the server's player stands.
    const sessionPlayer = get(credentialsAtom)?.userId ?? (get(sessionStatusAtom).hasInit ? null : "unknown");
    if (firstPlayer !== null && (sessionPlayer === "unknown" || sessionPlayer === firstPlayer)) return "server";
    return get(isLoggedInAtom) ? "signed-in" : "guest";
  });
}

export interface PlayerAnswers<T> {
  /** The server's data when it stands for this render's player. */
  data: T | undefined;
  /** The player it was read for, when `data` is there. */
  player: number | undefined;
  /** The session knows a player, or the server rendered this page for one: show the player's screen. */
  signedIn: boolean;
  /** Query options for one part of `data` (useApiQuery): the server's answer, marked as this player's. */
  answer<X>(part: X | null | undefined): ServerAnswerOptions<X>;
  /** The same for useApiInfiniteQuery: the server's first page. */
  firstPage<X>(part: X | null | undefined): ServerFirstPageOptions<X>;
}

/** Whether the server's read for `player` stands; null: read as a guest, which stands while the session knows no player (useGuestAnswer's rule). */
function serverReadStandsAtom(player: number | null) {
  if (player === null) return atom((get) => !get(isLoggedInAtom));
  const use = firstUseAtom(player);
  return atom((get) => get(use) === "server");
}

/**
 * True while the server's read for `player` stands for this render (the server's render, the hydration
 * render, and after them while the session is that player); false once another player or a guest looks.
 * `player` null: the server read as a guest, which stands until the session knows a player.
 */
export function useServerPlayerStands(player: number | null): boolean {
  return useAtomValue(useMemo(() => serverReadStandsAtom(player), [player]));
}

/** The same object while the player stays the same, so the screen below renders again only when it should. */
export function usePlayerFirst<T>(first: PlayerFirst<T> | null | undefined): PlayerAnswers<T> {
  const firstPlayer = first?.userId ?? null;
  const use = useAtomValue(useMemo(() => firstUseAtom(firstPlayer), [firstPlayer]));
  return useMemo(() => {
    const player = use === "server" && first ? first.userId : undefined;
    return {
      data: player === undefined ? undefined : first?.data,
      player,
      signedIn: use !== "guest",
      answer: (part) => fromServer(player === undefined ? null : part, player),
      firstPage: (part) => firstPageFromServer(player === undefined ? null : part, player),
    };
  }, [use, first]);
}
