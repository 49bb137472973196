"use client";
// /sudgame's catalogue read by the browser, when the server could not (with a retry on failure). Loaded
// only then (SudGamesFromBrowser); otherwise the page shows the server's read.
import { useLingui } from "@lingui/react/macro";
import { sudGameEndpoints } from "@repo/api-client/endpoints/sud-game";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { SudGameList } from "./SudGameList";

export function SudGamesRead({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const games = useApiQuery(sudGameEndpoints.gameList, {});
  if (games.isError && !games.data) {
    return <ErrorState title={t`The games could not load.`} onRetry={() => void games.refetch()} retrying={games.isFetching} className="p-16" />;
  }
  return <SudGameList games={games.data} locale={locale} />;
}
