"use client";
// A page's content rendered on the server from the player's first data (server-player.ts): `children`
// (server components, no client code) while the server's player is this render's, else `otherwise` (the
// browser's own read, for another player or a guest: usually a lazyPart). `player` null: the server read
// as a guest, which stands until the session knows a player (their own fields are then read).
import type { ReactNode } from "react";
import { useServerPlayerStands } from "./hooks/use-player-first";

export function ServerPlayerContent({ player, children, otherwise }: { player: number | null; children: ReactNode; otherwise: ReactNode }) {
  return useServerPlayerStands(player) ? children : otherwise;
}
