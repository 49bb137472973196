"use client";
// The signed-in player's own part of the game tab, loaded after start (GameTabActions): their favourites
// and free spins, handed up for the server-rendered cards' hearts and badges. `queued`: a heart tapped
// before this part had loaded, toggled once it has.
import { luckyBearGameEndpoints } from "@repo/api-client/endpoints/lucky-bear/games";
import { useApiQuery } from "@repo/api-client/react";
import { useEffect, useMemo, useRef } from "react";
import type { PlayerGames } from "./game-tab-actions-context";
import { useFavourites } from "./use-favourites";

export function GamePlayerState({ queued, onChange }: { queued: number | null; onChange: (player: PlayerGames) => void }) {
  const favourites = useFavourites();
  const freeSpinConf = useApiQuery(luckyBearGameEndpoints.freeSpinConf, {}, { enabled: favourites.loggedIn });
  const freeSpins = useMemo(() => new Map(freeSpinConf.data?.list.map((entry) => [entry.game_id, entry.free_spins])), [freeSpinConf.data]);
  useEffect(() => onChange({ favourites, freeSpins }), [onChange, favourites, freeSpins]);
  const toggled = useRef<number | null>(null);
  const { toggle } = favourites;
  useEffect(() => {
    if (queued === null || toggled.current === queued) return;
    toggled.current = queued;
    toggle(queued);
  }, [queued, toggle]);
  return null;
}
