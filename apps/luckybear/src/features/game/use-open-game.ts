"use client";
// Opens a game from any list: signed-in players get the game (open-game.ts), guests the sign-in
// page first (init configs need the player's session). One game opens at a time; which one is known
// from the tap on (`openingId`, and `onOpening` for a list that shows it elsewhere), not a task later
// when the mutation says it is pending.
import { useLingui } from "@lingui/react/macro";
import { type Game, luckyBearGameEndpoints } from "@repo/api-client/endpoints/lucky-bear/games";
import { useApiClient, useApiQueryClient } from "@repo/api-client/react";
import { useRuntime } from "@repo/app-shell/runtime/context";
import { useIsLoggedIn, usePlatform } from "@repo/session/react/hooks";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { usePayErrorText } from "../pay/use-pay-error-text";
import { UnplayableGameError, openGame } from "./open-game";
import { useLoginHref } from "./use-login-href";

export type GameToOpen = Pick<Game, "game_id" | "provider" | "name">;

export function useOpenGame(locale: string, onOpening?: (gameId: number | null) => void): { open: (game: GameToOpen) => void; openingId: number | null } {
  const { t } = useLingui();
  const client = useApiClient();
  const platform = usePlatform();
  const queryClient = useApiQueryClient();
  const { toasts } = useRuntime();
  const router = useRouter();
  const loggedIn = useIsLoggedIn();
  const loginHref = useLoginHref(locale);
  const errorText = usePayErrorText();

  const mutation = useMutation({
    meta: { silent: true },
    mutationFn: (game: GameToOpen) =>
      openGame(game, {
        call: client.call,
        openLink: (url) => platform.openLink(url),
        onReported: async () => {
          // The invalidation table names endpoints of every group: it loads with the first report, not with the lobby.
          const { invalidationKeys } = await import("@repo/api-client/react/invalidation");
          await Promise.all(invalidationKeys(luckyBearGameEndpoints.inbetReportGameStart).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        },
        onReportFailed: (error) => console.warn("[luckybear] game start report failed", error),
      }),
    onError: (error, game) => {
      const name = game.name;
      toasts.show(error instanceof UnplayableGameError ? t`${name} cannot be opened here yet.` : errorText(error), { tone: "error" });
    },
  }, queryClient);

  const { mutate } = mutation;
  const [openingId, setOpeningId] = useState<number | null>(null);
  const open = useCallback(
    (game: GameToOpen) => {
      if (!loggedIn) {
        router.push(loginHref());
        return;
      }
      if (openingId !== null) return;
      const opening = (gameId: number | null) => {
        setOpeningId(gameId);
        onOpening?.(gameId);
      };
      opening(game.game_id);
      mutate(game, { onSettled: () => opening(null) });
    },
    [loggedIn, router, loginHref, openingId, mutate, onOpening],
  );
  return { open, openingId };
}
