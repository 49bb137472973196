"use client";
// Who is looking at a wallet page, without a flash of the wrong screen: the server and the first
// client render know nobody, the stored login arrives a moment later, and inside Telegram or the
// native app only app start says who plays.
import { useHydrated } from "@repo/app-shell/runtime/use-hydrated";
import { useIsLoggedIn, usePlatform, useSession } from "@repo/session/react/hooks";
import { readCredentials } from "@repo/session/storage/persisted";

export type Viewer = "pending" | "guest" | "player";

/**
 * `serverPlayer`: the player a signed-in page's server data stands for in this render
 * (`usePlayerFirst(first).player`): the server rendered the player's screen, and so does the browser.
 */
export function useViewer(serverPlayer?: number): Viewer {
  const hydrated = useHydrated();
  const loggedIn = useIsLoggedIn();
  const { hasInit } = useSession();
  const platform = usePlatform();
  if (loggedIn || serverPlayer !== undefined) return "player";
  if (!hydrated || hasInit) return hydrated ? "guest" : "pending";
  // Before app start settles: a stored login is about to be read, and the mini app and the native
  // app log the player in themselves.
  const hostLogsIn = platform.kind === "telegram" || platform.kind === "native";
  return hostLogsIn || readCredentials(platform.storage) ? "pending" : "guest";
}
