"use client";
// Outside the native app: where the game can be played, and "Get the app" (the global download-app dialog).
import { Trans } from "@lingui/react/macro";
import { dialog, openDialogAtom } from "@repo/session/stores/common";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { useSetAtom } from "jotai";

export function PlayInTheApp() {
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
