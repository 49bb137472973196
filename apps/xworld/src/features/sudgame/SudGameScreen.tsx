// /sudgame/[gameId]: one Sud game. Where the platform runs Sud games (the native app), Play seats the
// player in a room and hands it to the host (startSudGame); anywhere else the page says the game is
// played in the app and offers to get it. A server component: the game from the catalogue the server
// read is the page's HTML (its name, card, or that it does not exist); how it is played here is its only
// client code, loaded after start (the platform adapter decides, and only the browser knows it). Only
// when the server had no catalogue does the browser read it (SudGameFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import type { SudGamesFirst } from "./load-sud-games";
import { SudGameFromBrowser, SudGamePlayPart } from "./SudGameFromBrowser";
import { SudGameMissing } from "./SudGameMissing";
import { SudGameView } from "./SudGameView";

/** `first`: the catalogue as the server fetched it (nothing when it could not). */
export function SudGameScreen({ locale, gameId, first }: { locale: Locale; gameId: string | null; first?: SudGamesFirst }) {
  const games = first?.games;
  if (!games) return <SudGameFromBrowser locale={locale} gameId={gameId} />;
  const game = gameId === null ? undefined : games.list.find((candidate) => candidate.game_id === gameId);
  return (
    <PageFrame locale={locale} back="/sudgame" heading={game ? game.name : <Trans>Party game</Trans>}>
      {game ? (
        <>
          <SudGameView game={game} />
          <SudGamePlayPart locale={locale} game={game} />
        </>
      ) : (
        <SudGameMissing locale={locale} />
      )}
    </PageFrame>
  );
}
