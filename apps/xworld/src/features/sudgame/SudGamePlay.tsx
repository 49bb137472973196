"use client";
// How this game is played here; the platform adapter decides, not this page: Play in the native app (a
// signed-in player; a guest is asked to sign in), anywhere else where the game is played.
import { Trans } from "@lingui/react/macro";
import type { SudGame } from "@repo/api-client/endpoints/sud-game";
import type { Locale } from "@repo/i18n/locales";
import { usePlatform } from "@repo/session/react/hooks";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { PlayHere } from "./PlayHere";
import { PlayInTheApp } from "./PlayInTheApp";
import { sudGameHref } from "./sud-paths";

export function SudGamePlay({ locale, game }: { locale: Locale; game: SudGame }) {
  const platform = usePlatform();
  const viewer = useViewer();
  if (!platform.capabilities.sudGames) return <PlayInTheApp />;
  if (viewer === "player") return <PlayHere game={game} />;
  if (viewer === "pending") return null;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={sudGameHref(locale, game.game_id)}
      title={<Trans>Play with friends</Trans>}
      description={<Trans>Sign in to take a seat in a game room.</Trans>}
    />
  );
}
