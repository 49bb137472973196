"use client";
// Who is looking at a wallet page, without a flash of the wrong screen: the server and the first
// client render know nobody, the stored login arrives a moment later, and inside Telegram or the
// native app only app start says who plays.
import { type PlayerAnswers, usePlayerFirst } from "@repo/app-shell/hooks/use-player-first";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { usePlatform } from "@repo/session/react/hooks";
import { readCredentials } from "@repo/session/storage/persisted";
import { isLoggedInAtom, sessionStatusAtom } from "@repo/session/stores/session";
import { atom, useAtomValue } from "jotai";
import { useMemo, useSyncExternalStore } from "react";

export type Viewer = "pending" | "guest" | "player";

const noSubscription = () => () => undefined;

/** One value read from the session, so a screen renders again only when it changes, not on each of app start's updates. */
function sessionViewerAtom(serverPlayer: number | undefined) {
  return atom<"player" | "guest" | "starting">((get) => {
    if (serverPlayer !== undefined || get(isLoggedInAtom)) return "player";
    return get(sessionStatusAtom).hasInit ? "guest" : "starting";
  });
}

/**
 * `serverPlayer`: the player a signed-in page's server data stands for in this render
 * (`usePlayerFirst(first).player`): the server rendered the player's screen, and so does the browser.
 */
export function useViewer(serverPlayer?: number): Viewer {
  const session = useAtomValue(useMemo(() => sessionViewerAtom(serverPlayer), [serverPlayer]));
  // False in the server's render and the hydration render. With a server player the answer is the same
  // either way, so the hydration render already agrees and no render is spent on it.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => serverPlayer !== undefined,
  );
  const platform = usePlatform();
  if (session === "player") return "player";
  if (!hydrated) return "pending";
  if (session === "guest") return "guest";
  // Before app start settles: a stored login is about to be read, and the mini app and the native
  // app log the player in themselves.
  const hostLogsIn = platform.kind === "telegram" || platform.kind === "native";
  return hostLogsIn || readCredentials(platform.storage) ? "pending" : "guest";
}

/** A signed-in page's screen: the server's first data for this render (`usePlayerFirst`) and who looks. */
export function usePlayerView<T>(first: PlayerFirst<T> | null | undefined): { server: PlayerAnswers<T>; viewer: Viewer } {
  const server = usePlayerFirst(first);
  return { server, viewer: useViewer(server.player) };
}
