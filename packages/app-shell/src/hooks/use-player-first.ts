"use client";
// The server's read of a signed-in page's data (server-player.ts) stands for the screen's first reads
// while this render is for the player whose login cookies it was read with. The server's render and the
// hydration render know no session yet: both render with it, so the page is complete in its HTML and the
// hydration matches. Once the device's stored login is known, a different player (another account in
// another tab, a host app's login) asks for their own.
import { firstPageFromServer, fromServer, type ServerAnswerOptions, type ServerFirstPageOptions } from "@repo/api-client/react";
import { useIsLoggedIn, usePlatform, useSession } from "@repo/session/react/hooks";
import { readCredentials } from "@repo/session/storage/persisted";
import { useHydrated } from "../runtime/use-hydrated";
import type { PlayerFirst } from "../player-first";

/** The player a render is for: the session's; before the session has read the stored login, the stored one; "unknown" on the server and in the hydration render. */
function useRenderedPlayer(): number | null | "unknown" {
  const hydrated = useHydrated();
  const { userId, hasInit } = useSession();
  const platform = usePlatform();
  if (userId !== null) return userId;
  if (!hydrated) return "unknown";
  return hasInit ? null : (readCredentials(platform.storage)?.userId ?? null);
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

export function usePlayerFirst<T>(first: PlayerFirst<T> | null | undefined): PlayerAnswers<T> {
  const rendered = useRenderedPlayer();
  const usable = first != null && (rendered === "unknown" || rendered === first.userId);
  const player = usable ? first.userId : undefined;
  const loggedIn = useIsLoggedIn();
  return {
    data: usable ? first.data : undefined,
    player,
    signedIn: loggedIn || player !== undefined,
    answer: (part) => fromServer(player === undefined ? null : part, player),
    firstPage: (part) => firstPageFromServer(player === undefined ? null : part, player),
  };
}
