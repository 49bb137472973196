"use client";
// A championship read by the browser: for a player the server did not read for (another login, a login
// only Telegram or the host app knows) or when a server read failed; nothing for a guest (the route rules
// send them to login). At the countdown's zero and after a receive the championship is read again. Loaded
// only then (ChampDetailFromBrowser).
import { useLingui } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { ErrorState } from "@repo/ui/error-state";
import { useCallback } from "react";
import { ChampBoardRead } from "./ChampBoardRead";
import { ChampDetailSkeleton } from "./ChampDetailSkeleton";
import { ChampDetailView } from "./ChampDetailView";
import { ChampReceiveButton } from "./ChampReceiveButton";
import { ChampStatus } from "./ChampStatus";

export function ChampDetailRead({ locale, champId }: { locale: Locale; champId: number }) {
  return useIsLoggedIn() ? <PlayerChampDetail locale={locale} champId={champId} /> : null;
}

function PlayerChampDetail({ locale, champId }: { locale: Locale; champId: number }) {
  const { t } = useLingui();
  const detail = useApiQuery(luckyBearRewardEndpoints.champDetail, { champ_id: champId });
  const refetch = detail.refetch;
  const reread = useCallback(() => void refetch(), [refetch]);

  if (detail.isError) {
    return (
      <div className="px-16 py-16">
        <ErrorState title={t`This championship could not load.`} onRetry={reread} retrying={detail.isFetching} />
      </div>
    );
  }
  if (!detail.data) return <ChampDetailSkeleton />;
  const champ = detail.data;
  return (
    <ChampDetailView
      locale={locale}
      champ={champ}
      status={<ChampStatus champ={champ} onPhaseEnd={reread} />}
      receive={<ChampReceiveButton champId={champ.champ_id} onDone={reread} />}
      board={<ChampBoardRead locale={locale} champId={champId} myScore={champ.my_score} />}
    />
  );
}
