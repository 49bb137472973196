"use client";
// In the native app: a seat in a room (one submission per tap), then the host starts the game.
import { Trans, useLingui } from "@lingui/react/macro";
import { type SudGame, sudGameEndpoints } from "@repo/api-client/endpoints/sud-game";
import { useApiMutation } from "@repo/api-client/react";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import type { SudGameResult } from "@repo/session/platform/types";
import { usePlatform } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { FormAlert } from "@repo/ui/form-alert";
import { useState } from "react";
import { PlayInTheApp } from "./PlayInTheApp";

export function PlayHere({ game }: { game: SudGame }) {
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
