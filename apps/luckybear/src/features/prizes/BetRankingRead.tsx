"use client";
// The bet ranking read by the browser (PrizesRead), with a retry on failure.
import { useLingui } from "@lingui/react/macro";
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useSessionValue } from "@repo/session/react/hooks";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { BetRankingCard, BetRankingView } from "./BetRankingView";

export function BetRankingRead({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const userName = useSessionValue("userName");
  const ranking = useApiQuery(luckyBearLobbyEndpoints.betRankingList, {});
  return (
    <BetRankingCard>
      {ranking.isError && !ranking.data ? (
        <ErrorState title={t`The ranking could not load.`} onRetry={() => void ranking.refetch()} retrying={ranking.isFetching} />
      ) : !ranking.data ? (
        <SkeletonText lines={5} className="p-16" />
      ) : (
        <BetRankingView locale={locale} ranking={ranking.data} ownName={userName ?? t`You`} />
      )}
    </BetRankingCard>
  );
}
