"use client";
// Opening a game from the lobby's tiles (server-rendered, GameTile), with one click handler for all of
// them: the first tap loads the opener (useOpenOnTap), so a visit that opens no game ships none of it;
// the tapped tile's spinner shows from the tap on.
import type { Locale } from "@repo/i18n/locales";
import { createContext, type MouseEvent, type ReactNode, useContext } from "react";
import { GameOpeningOverlay } from "../game/GameOpeningOverlay";
import type { GameToOpen } from "../game/use-open-game";
import { useOpenOnTap } from "../game/use-open-on-tap";
import { GAME_ID_ATTRIBUTE } from "./lobby-game-id";

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

export function LobbyGames({ games, locale, children }: LobbyGamesProps) {
  const { openingId, open, opener } = useOpenOnTap(locale);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const tile = event.target instanceof Element ? event.target.closest(`button[${GAME_ID_ATTRIBUTE}]`) : null;
    const gameId = Number(tile?.getAttribute(GAME_ID_ATTRIBUTE));
    const game = games.find((candidate) => candidate.game_id === gameId);
    if (game) open(game);
  };
  return (
    <OpeningContext.Provider value={openingId}>
      <div onClick={onClick}>{children}</div>
      {opener}
    </OpeningContext.Provider>
  );
}
