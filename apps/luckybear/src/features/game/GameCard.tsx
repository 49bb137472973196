// One game of the game tab, rendered by the server (or by a later page in the browser, the same markup):
// press to play (GameTabActions' one click handler); the heart keeps it among the player's favourites.
// Its only client code is the heart and what changes on the picture (GameCardLive).
import { useLingui } from "@lingui/react/macro";
import type { Game } from "@repo/api-client/endpoints/lucky-bear/games";
import type { ReactNode } from "react";
import { FavouriteHeart } from "./FavouriteHeart";
import { GameArt } from "./GameArt";
import { GameCardLive } from "./GameCardLive";
import { gameButtonAttributes } from "./game-button";
import { providerName } from "./providers";

/** Three rows of three: what a phone shows before scrolling. */
const FIRST_SCREEN_CARDS = 9;

/** `index`: the card's place in the list; the first screen's pictures load at once and before the scripts. */
export function GameCard({ game, index }: { game: Game; index: number }) {
  const { t } = useLingui();
  const name = game.name;
  return (
    <li className="relative flex min-w-0 flex-col">
      <button type="button" aria-label={t`Play ${name}`} {...gameButtonAttributes(game)} className="flex min-w-0 flex-col items-stretch gap-6 text-left">
        <GameArt game={game} opening={false} firstScreen={index < FIRST_SCREEN_CARDS}>
          <GameCardLive gameId={game.game_id} />
        </GameArt>
        <span className="line-clamp-2 text-12 font-semibold text-text">{name}</span>
        <span className="truncate text-10 text-text-muted">{providerName(game.provider)}</span>
      </button>
      <FavouriteHeart gameId={game.game_id} name={name} />
    </li>
  );
}

/** The grid the cards go in. */
export function GameCardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="m-0 grid list-none grid-cols-3 gap-12 p-0">
      {children}
    </ul>
  );
}
