"use client";
// A championship's billboard read by the browser (ChampDetailRead), with a retry when it fails.
import { useLingui } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useSessionValue } from "@repo/session/react/hooks";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { ChampBoardCard, ChampBoardView } from "./ChampBoardView";

export function ChampBoardRead({ locale, champId, myScore }: { locale: Locale; champId: number; myScore: string }) {
  const { t } = useLingui();
  const userName = useSessionValue("userName");
  const board = useApiQuery(luckyBearRewardEndpoints.champBillboard, { champ_id: champId });
  return (
    <ChampBoardCard>
      {board.isError ? (
        <ErrorState title={t`The billboard could not load.`} onRetry={() => void board.refetch()} retrying={board.isFetching} />
      ) : !board.data ? (
        <SkeletonText lines={5} className="p-16" />
      ) : (
        <ChampBoardView locale={locale} board={board.data} myScore={myScore} ownName={userName ?? t`You`} />
      )}
    </ChampBoardCard>
  );
}
