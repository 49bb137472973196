"use client";
// Where a lobby entry shows the player's own line: nothing for a guest; for a player, the line's code
// (React Query's read, the countdown) loads once the login is known, a skeleton meanwhile.
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { ChanceLineLoading } from "./ChanceLineLoading";
import type { ChanceKind } from "./LobbyChanceLine";

const LobbyChanceLine = lazyPart(() => import("./LobbyChanceLine").then((module) => module.LobbyChanceLine), <ChanceLineLoading />);

export function PlayerChanceLine({ kind }: { kind: ChanceKind }) {
  return useIsLoggedIn() ? <LobbyChanceLine kind={kind} /> : null;
}
