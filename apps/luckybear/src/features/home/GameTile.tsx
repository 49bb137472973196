"use client";
// A game of the lobby: pressing it opens the game (guests sign in first).
import { useLingui } from "@lingui/react/macro";
import type { Game } from "@repo/api-client/endpoints/lucky-bear/games";
import type { Locale } from "@repo/i18n/locales";
import { GameArt } from "../game/GameArt";
import { useOpenGame } from "../game/use-open-game";

export function GameTile({ game, locale }: { game: Game; locale: Locale }) {
  const { t } = useLingui();
  const { open, openingId } = useOpenGame(locale);
  const name = game.name;
  const opening = openingId === game.game_id;
  return (
    <li className="flex min-w-0 flex-col">
      <button
        type="button"
        aria-label={t`Play ${name}`}
        aria-busy={opening || undefined}
        onClick={() => open(game)}
        className="flex flex-col items-center gap-6 text-center"
      >
        <GameArt game={game} opening={opening} />
        <span className="line-clamp-2 text-12 font-medium">{name}</span>
      </button>
    </li>
  );
}
