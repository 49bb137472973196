"use client";
// A game of the lobby: pressing it opens the game (guests sign in first).
import { Trans, useLingui } from "@lingui/react/macro";
import type { Game } from "@repo/api-client/endpoints/lucky-bear";
import type { Locale } from "@repo/i18n/locales";
import { Spinner } from "@repo/ui/spinner";
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
        <span className="relative block aspect-square w-full overflow-hidden rounded-12 bg-surface-raised">
          <img src={game.icon} alt="" loading="lazy" className="size-full object-cover" />
          {game.hot || game.new ? (
            <span className="absolute left-4 top-4 rounded-full bg-danger px-6 text-10 font-bold uppercase text-white">
              {game.hot ? <Trans>Hot</Trans> : <Trans>New</Trans>}
            </span>
          ) : null}
          {opening ? (
            <span className="absolute inset-0 flex items-center justify-center bg-overlay text-white">
              <Spinner size={24} />
            </span>
          ) : null}
        </span>
        <span className="line-clamp-2 text-12 font-medium">{name}</span>
      </button>
    </li>
  );
}
