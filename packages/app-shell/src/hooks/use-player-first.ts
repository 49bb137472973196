"use client";
// The server's answer for a signed-in page (server-player.ts) stands for the screen's first reads only
// while the session is the player whose cookies it was fetched with: the hydration render knows nobody
// yet (the screen shows its skeleton there, as the server did), and a device whose stored login differs
// from its cookies (another account in another tab, a host app's login) asks for its own.
import { useSession } from "@repo/session/react/hooks";
import type { PlayerFirst } from "../player-first";

export function usePlayerFirst<T>(first: PlayerFirst<T> | null | undefined): T | undefined {
  const { userId } = useSession();
  return first != null && first.userId === userId ? first.data : undefined;
}
