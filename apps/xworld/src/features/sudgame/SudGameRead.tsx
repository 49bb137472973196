"use client";
// One game read by the browser (the catalogue, with a retry on failure), with its page frame: its heading
// is the game's name once it is read. Loaded only when the server could not read the catalogue
// (SudGameFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import { sudGameEndpoints } from "@repo/api-client/endpoints/sud-game";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { SudGameMissing } from "./SudGameMissing";
import { SudGamePlay } from "./SudGamePlay";
import { SudGameSkeleton } from "./SudGameSkeleton";
import { SudGameView } from "./SudGameView";

export function SudGameRead({ locale, gameId }: { locale: Locale; gameId: string | null }) {
  const { t } = useLingui();
  const games = useApiQuery(sudGameEndpoints.gameList, {});
  const game = gameId === null ? undefined : games.data?.list.find((candidate) => candidate.game_id === gameId);
  return (
    <PageFrame locale={locale} back="/sudgame" heading={game ? game.name : <Trans>Party game</Trans>}>
      {games.isError && !games.data ? (
        <ErrorState title={t`This game could not load.`} onRetry={() => void games.refetch()} retrying={games.isFetching} />
      ) : !games.data ? (
        <SudGameSkeleton />
      ) : !game ? (
        <SudGameMissing locale={locale} />
      ) : (
        <>
          <SudGameView game={game} />
          <SudGamePlay locale={locale} game={game} />
        </>
      )}
    </PageFrame>
  );
}
