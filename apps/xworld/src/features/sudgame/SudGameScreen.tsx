"use client";
// /sudgame/[gameId]: one Sud game. Where the platform runs Sud games (the native app), Play seats the
// player in a room and hands it to the host (startSudGame); anywhere else the page says the game is
// played in the app and offers to get it. The platform adapter decides, not this page.
import { Trans, useLingui } from "@lingui/react/macro";
import { type SudGame, sudGameEndpoints } from "@repo/api-client/endpoints/sud-game";
import { useApiMutation, useApiQuery } from "@repo/api-client/react";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import type { SudGameResult } from "@repo/session/platform/types";
import { usePlatform } from "@repo/session/react/hooks";
import { dialog, openDialogAtom } from "@repo/session/stores/common";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import { SkeletonText } from "@repo/ui/skeleton";
import { useSetAtom } from "jotai";
import Link from "@repo/app-shell/link";
import { useState } from "react";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { sudGameHref } from "./sud-paths";

export function SudGameScreen({ locale, gameId }: { locale: Locale; gameId: string | null }) {
  const { t } = useLingui();
  const games = useApiQuery(sudGameEndpoints.gameList, {});
  const game = gameId === null ? undefined : games.data?.list.find((candidate) => candidate.game_id === gameId);
  return (
    <PageFrame locale={locale} back="/sudgame" heading={game ? game.name : <Trans>Party game</Trans>}>
      {games.isError && !games.data ? (
        <ErrorState title={t`This game could not load.`} onRetry={() => void games.refetch()} retrying={games.isFetching} />
      ) : !games.data ? (
        <Card>
          <SkeletonText lines={4} />
        </Card>
      ) : !game ? (
        <EmptyState
          title={<Trans>This game does not exist.</Trans>}
          action={
            <Link href={sudGameHref(locale)} className="font-semibold text-link">
              <Trans>See every party game</Trans>
            </Link>
          }
        />
      ) : (
        <GameView locale={locale} game={game} />
      )}
    </PageFrame>
  );
}

function GameView({ locale, game }: { locale: Locale; game: SudGame }) {
  const platform = usePlatform();
  const viewer = useViewer();
  const min = game.min_players;
  const max = game.max_players;
  return (
    <>
      <Card>
        <div className="flex gap-12">
          <img src={game.icon} alt="" width={72} height={72} className="size-72 shrink-0 rounded-16 bg-surface-sunken object-cover" />
          <div className="flex min-w-0 flex-col gap-4">
            <p className="text-14 text-text">{game.description}</p>
            <p className="text-13 text-text-muted">{min === max ? <Trans>{max} players</Trans> : <Trans>{min} to {max} players</Trans>}</p>
          </div>
        </div>
      </Card>
      {!platform.capabilities.sudGames ? (
        <PlayInTheApp />
      ) : viewer === "player" ? (
        <PlayHere game={game} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={sudGameHref(locale, game.game_id)}
          title={<Trans>Play with friends</Trans>}
          description={<Trans>Sign in to take a seat in a game room.</Trans>}
        />
      ) : null}
    </>
  );
}

/** Outside the native app: where the game can be played. */
function PlayInTheApp() {
  const openDialog = useSetAtom(openDialogAtom);
  return (
    <Card>
      <div className="flex flex-col gap-12" data-testid="sud-play-in-app">
        <h2 className="text-18 font-bold text-text">
          <Trans>This game is played in the XWorld app</Trans>
        </h2>
        <p className="text-14 text-text-muted">
          <Trans>Party games run inside the XWorld app on your phone. Get the app, sign in with the same account and open this game there.</Trans>
        </p>
        <Button size="lg" block onClick={() => openDialog(dialog("download-app", { from: "sudgame" }))}>
          <Trans>Get the app</Trans>
        </Button>
      </div>
    </Card>
  );
}

/** In the native app: a seat in a room, then the host starts the game. */
function PlayHere({ game }: { game: SudGame }) {
  const { t } = useLingui();
  const platform = usePlatform();
  const errorText = useErrorText();
  const guard = useSingleSubmit();
  const launch = useApiMutation(sudGameEndpoints.launch, { meta: { silent: true } });
  const [outcome, setOutcome] = useState<{ result: SudGameResult; room: string; players: number } | null>(null);

  const play = () => {
    if (!guard.begin()) return;
    setOutcome(null);
    launch.mutate(
      { game_id: game.game_id },
      {
        onSuccess: async (seat) => {
          const result = await platform.startSudGame({ game_id: seat.game_id, room_id: seat.room_id });
          setOutcome({ result, room: seat.room_id, players: seat.players_in_room });
        },
        onSettled: guard.end,
      },
    );
  };

  if (outcome?.result === "unsupported") return <PlayInTheApp />;
  const room = outcome?.room ?? "";
  const players = outcome?.players ?? 0;
  return (
    <Card>
      <div className="flex flex-col gap-12">
        {outcome?.result === "started" ? (
          <p role="status" className="text-14 text-text">
            <Trans>
              The game is open. Room {room}, {players} in the room so far.
            </Trans>
          </p>
        ) : null}
        <FormAlert>{outcome?.result === "fail" ? t`The app could not start the game. Try again.` : launch.error ? errorText(launch.error) : null}</FormAlert>
        <Button size="lg" block loading={launch.isPending} onClick={play}>
          {outcome?.result === "started" ? <Trans>Play again</Trans> : <Trans>Play</Trans>}
        </Button>
      </div>
    </Card>
  );
}
