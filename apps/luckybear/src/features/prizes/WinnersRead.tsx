"use client";
// The winners read by the browser and read again every 10 seconds while the screen is open: from the
// server's read when the page has one (`first`, loaded after start: WinnersFromBrowser), else from the
// start (PrizesRead).
import { useLingui } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { fromServer, useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { type Winners, WinnersCard, WinnersList } from "./WinnersList";

// Spec: not shown — how often the billboard refreshes. Choice: every 10 s.
export const WINNERS_REFRESH_MS = 10_000;

/** `first`: the server's read, made for `player`. */
export function WinnersRead({ locale, first, player }: { locale: Locale; first?: Winners; player?: number }) {
  const { t } = useLingui();
  const board = useApiQuery(luckyBearRewardEndpoints.rtPrizeBillboard, {}, { refetchInterval: WINNERS_REFRESH_MS, ...fromServer(first, player) });
  return (
    <WinnersCard>
      {board.isError && !board.data ? (
        <ErrorState title={t`The winners could not load.`} onRetry={() => void board.refetch()} retrying={board.isFetching} />
      ) : !board.data ? (
        <SkeletonText lines={3} />
      ) : (
        <WinnersList locale={locale} board={board.data} />
      )}
    </WinnersCard>
  );
}
