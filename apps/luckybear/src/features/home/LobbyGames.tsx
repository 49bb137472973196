"use client";
// Opening a game from the lobby's tiles (server-rendered, GameTile), with one click handler for all of
// them. The first tap loads the opener (GameOpener: useOpenGame, React Query's mutation, the games'
// contract), so a visit that opens no game ships none of it; from then on the opener opens each tap's
// game, one at a time, and says which is opening for its tile's spinner.
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { createContext, type MouseEvent, type ReactNode, useCallback, useContext, useState } from "react";
import { GameOpeningOverlay } from "../game/GameOpeningOverlay";
import type { GameToOpen } from "../game/use-open-game";
import { GAME_ID_ATTRIBUTE } from "./lobby-game-id";

const GameOpener = lazyPart(() => import("./GameOpener").then((module) => module.GameOpener), null);

const OpeningContext = createContext<number | null>(null);

/** The spinner over a tile's artwork while its game opens. */
export function LobbyGameOpening({ gameId }: { gameId: number }) {
  return useContext(OpeningContext) === gameId ? <GameOpeningOverlay /> : null;
}

export interface LobbyGamesProps {
  games: readonly GameToOpen[];
  locale: Locale;
  /** The tiles, rendered by the server. */
  children: ReactNode;
}

// A state holding a function is set with an updater.
type Open = (game: GameToOpen) => void;

export function LobbyGames({ games, locale, children }: LobbyGamesProps) {
  const [first, setFirst] = useState<GameToOpen | null>(null);
  const [open, setOpen] = useState<{ game: Open } | null>(null);
  const [openingId, setOpeningId] = useState<number | null>(null);
  const ready = useCallback((game: Open) => setOpen({ game }), []);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const tile = event.target instanceof Element ? event.target.closest(`button[${GAME_ID_ATTRIBUTE}]`) : null;
    const gameId = Number(tile?.getAttribute(GAME_ID_ATTRIBUTE));
    const game = games.find((candidate) => candidate.game_id === gameId);
    if (!game) return;
    if (open) open.game(game);
    else if (!first) {
      // Until the opener has loaded, the first tap's game is the one that opens.
      setFirst(game);
      setOpeningId(game.game_id);
    }
  };

  return (
    <OpeningContext.Provider value={openingId}>
      <div onClick={onClick}>{children}</div>
      {first ? <GameOpener first={first} locale={locale} onOpening={setOpeningId} onReady={ready} /> : null}
    </OpeningContext.Provider>
  );
}
