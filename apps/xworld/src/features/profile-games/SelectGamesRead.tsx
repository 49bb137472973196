"use client";
// /profile/select read by the browser: for a guest (a prompt to sign in), a player the server did not read
// for (another login, or a login only Telegram or the host app knows), or when the server's read failed.
// Loaded only then (SelectGamesFromBrowser); otherwise the page shows the server's read.
import { Trans, useLingui } from "@lingui/react/macro";
import { profileEndpoints } from "@repo/api-client/endpoints/profile";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { ErrorState } from "@repo/ui/error-state";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { NoGamesYet } from "./NoGamesYet";
import { SELECT_GAMES_PATH } from "./profile-games-paths";
import { ShowcaseForm } from "./ShowcaseForm";

export interface SelectGamesReadProps {
  locale: Locale;
}

export function SelectGamesRead({ locale }: SelectGamesReadProps) {
  const viewer = useViewer();
  if (viewer === "player") return <PlayerGames locale={locale} />;
  if (viewer === "pending") return <FormSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={withLocale(SELECT_GAMES_PATH, locale)}
      title={<Trans>Sign in to choose your games</Trans>}
      description={<Trans>Show other players the games you play.</Trans>}
    />
  );
}

function PlayerGames({ locale }: SelectGamesReadProps) {
  const { t } = useLingui();
  const games = useApiQuery(profileEndpoints.myGames, {});
  if (games.isError && !games.data) {
    return <ErrorState title={t`Your games could not load.`} onRetry={() => void games.refetch()} retrying={games.isFetching} />;
  }
  if (!games.data) return <FormSkeleton />;
  if (games.data.list.length === 0) return <NoGamesYet locale={locale} />;
  return <ShowcaseForm locale={locale} list={games.data.list} max={games.data.max_shown} />;
}
