// A game of the lobby, rendered on the server: pressing it opens the game (LobbyGames, one handler for
// every tile; guests sign in first). Its only client code is the spinner shown while it opens.
import { useLingui } from "@lingui/react/macro";
import type { Game } from "@repo/api-client/endpoints/lucky-bear/games";
import { GameArt } from "../game/GameArt";
import { GAME_ID_ATTRIBUTE } from "./lobby-game-id";
import { LobbyGameOpening } from "./LobbyGames";

export function GameTile({ game }: { game: Game }) {
  const { t } = useLingui();
  const name = game.name;
  return (
    <li className="flex min-w-0 flex-col">
      <button type="button" aria-label={t`Play ${name}`} {...{ [GAME_ID_ATTRIBUTE]: game.game_id }} className="flex flex-col items-center gap-6 text-center">
        <GameArt game={game} opening={false}>
          <LobbyGameOpening gameId={game.game_id} />
        </GameArt>
        <span className="line-clamp-2 text-12 font-semibold">{name}</span>
      </button>
    </li>
  );
}
