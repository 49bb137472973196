"use client";
// Opening games from server-rendered lists (the lobby's tiles, the game tab's cards): the first tap loads
// the opener (GameOpener: useOpenGame, React Query's mutation, the games' contract), so a visit that opens
// no game ships none of it; from then on the opener opens each tap's game, one at a time. Which game is
// opening is known from the tap on, for its spinner.
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { type ReactNode, useCallback, useState } from "react";
import type { GameToOpen } from "./use-open-game";

const GameOpener = lazyPart(() => import("./GameOpener").then((module) => module.GameOpener), null);

// A state holding a function is set with an updater.
type Open = (game: GameToOpen) => void;

export interface OpenOnTap {
  /** The game opening, from its tap until it opened or failed. */
  openingId: number | null;
  open: Open;
  /** The opener once a tap asked for it: render it anywhere in the list's tree. */
  opener: ReactNode;
}

export function useOpenOnTap(locale: Locale): OpenOnTap {
  const [first, setFirst] = useState<GameToOpen | null>(null);
  const [loaded, setLoaded] = useState<{ open: Open } | null>(null);
  const [openingId, setOpeningId] = useState<number | null>(null);
  const ready = useCallback((open: Open) => setLoaded({ open }), []);
  const open = (game: GameToOpen) => {
    if (loaded) loaded.open(game);
    else if (!first) {
      // Until the opener has loaded, the first tap's game is the one that opens.
      setFirst(game);
      setOpeningId(game.game_id);
    }
  };
  const opener = first ? <GameOpener first={first} locale={locale} onOpening={setOpeningId} onReady={ready} /> : null;
  return { openingId, open, opener };
}
