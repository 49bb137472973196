"use client";
// One game of the game tab: press to play; the heart keeps it among the player's favourites.
import { Plural, useLingui } from "@lingui/react/macro";
import type { Game } from "@repo/api-client/endpoints/lucky-bear/games";
import { memo } from "react";
import { GameArt } from "./GameArt";
import { providerName } from "./providers";

export interface GameCardProps {
  game: Game;
  favourite: boolean;
  /** Free spins waiting in this game (free_spin_conf), 0 when none. */
  freeSpins: number;
  opening: boolean;
  /** On the first screen: its picture loads at once. */
  eager?: boolean;
  /** In the first row: its picture is fetched before the others (GameArt). */
  first?: boolean;
  togglingFavourite: boolean;
  onOpen: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
}

/** Memoised: a grid renders many, and most of them do not change when one answer arrives (GameGrid.tsx). */
export const GameCard = memo(function GameCard({ game, favourite, freeSpins, opening, eager, first, togglingFavourite, onOpen, onToggleFavourite }: GameCardProps) {
  const { t } = useLingui();
  const name = game.name;
  return (
    <li className="relative flex min-w-0 flex-col">
      <button
        type="button"
        aria-label={t`Play ${name}`}
        aria-busy={opening || undefined}
        onClick={() => onOpen(game)}
        className="flex min-w-0 flex-col items-stretch gap-6 text-left"
      >
        <GameArt game={game} opening={opening} eager={eager} first={first}>
          {freeSpins > 0 ? (
            <span className="absolute bottom-4 left-4 rounded-full bg-accent px-6 text-10 font-bold text-accent-contrast">
              <Plural value={freeSpins} one="# free spin" other="# free spins" />
            </span>
          ) : null}
        </GameArt>
        <span className="line-clamp-2 text-12 font-medium text-text">{name}</span>
        <span className="truncate text-10 text-text-muted">{providerName(game.provider)}</span>
      </button>
      <button
        type="button"
        aria-pressed={favourite}
        aria-label={favourite ? t`Remove ${name} from favourites` : t`Add ${name} to favourites`}
        aria-busy={togglingFavourite || undefined}
        onClick={() => onToggleFavourite(game)}
        className="absolute right-2 top-2 flex size-32 items-center justify-center rounded-full bg-overlay text-white"
      >
        <HeartIcon filled={favourite} />
      </button>
    </li>
  );
});

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2">
      <path d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}
