"use client";
// What changes on a server-rendered game card in the browser: the free spins badge (the signed-in
// player's, once read) and the spinner while its game opens.
import { Plural } from "@lingui/react/macro";
import { GameOpeningOverlay } from "./GameOpeningOverlay";
import { useGameTabState } from "./game-tab-actions-context";

export function GameCardLive({ gameId }: { gameId: number }) {
  const freeSpins = useGameTabState((state) => state.player?.freeSpins.get(gameId) ?? 0);
  const opening = useGameTabState((state) => state.openingId === gameId);
  return (
    <>
      {freeSpins > 0 ? (
        <span className="absolute bottom-4 left-4 rounded-full bg-accent px-6 text-10 font-bold text-accent-contrast">
          <Plural value={freeSpins} one="# free spin" other="# free spins" />
        </span>
      ) : null}
      {opening ? <GameOpeningOverlay /> : null}
    </>
  );
}
