"use client";
// The game opener, loaded by the first tap on a server-rendered game (useOpenOnTap): opens that game at once,
// then hands the list how to open the next.
import type { Locale } from "@repo/i18n/locales";
import { useEffect, useRef } from "react";
import { type GameToOpen, useOpenGame } from "./use-open-game";

export interface GameOpenerProps {
  /** The game whose tap loaded the opener. */
  first: GameToOpen;
  locale: Locale;
  /** Which game is opening, from its tap until it opened or failed. */
  onOpening: (gameId: number | null) => void;
  onReady: (open: (game: GameToOpen) => void) => void;
}

export function GameOpener({ first, locale, onOpening, onReady }: GameOpenerProps) {
  const { open } = useOpenGame(locale, onOpening);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open(first);
  }, [open, first]);
  useEffect(() => onReady(open), [onReady, open]);
  return null;
}
