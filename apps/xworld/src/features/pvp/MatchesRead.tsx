"use client";
// One tab's matches read by the browser, again every 10 s, with a retry when the read fails: the player's
// own (always), and the open ones when the server did not read them for this player.
import { useLingui } from "@lingui/react/macro";
import { pvpEndpoints } from "@repo/api-client/endpoints/pvp";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { LOBBY_REREAD_MS } from "./lobby-reread";
import { type LobbyScope, MatchList } from "./MatchList";

export function MatchesRead({ locale, scope }: { locale: Locale; scope: LobbyScope }) {
  const { t } = useLingui();
  const matches = useApiQuery(pvpEndpoints.matchList, { scope }, { refetchInterval: LOBBY_REREAD_MS });
  if (matches.isError && !matches.data) {
    return <ErrorState title={t`The matches could not load.`} onRetry={() => void matches.refetch()} retrying={matches.isFetching} className="p-16" />;
  }
  return <MatchList locale={locale} scope={scope} matches={matches.data?.list} />;
}
