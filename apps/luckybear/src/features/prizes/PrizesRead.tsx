"use client";
// The live prizes read by the browser: for a player the server did not read for (another login, a login
// only Telegram or the host app knows) or when a server read failed; nothing for a guest (the route
// rules send them to login). Loaded only then (PrizesFromBrowser).
import { useLingui } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { Countdown } from "@repo/ui/countdown";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { useCallback } from "react";
import { BetPrizesCard } from "./BetPrizesCard";
import { BetPrizesView } from "./BetPrizesView";
import { BetRankingRead } from "./BetRankingRead";
import { PrizeReceiveButton } from "./PrizeReceiveButton";
import { WinnersRead } from "./WinnersRead";

export function PrizesRead({ locale }: { locale: Locale }) {
  return useIsLoggedIn() ? <PlayerPrizes locale={locale} /> : null;
}

function PlayerPrizes({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const conf = useApiQuery(luckyBearRewardEndpoints.rtPrizeConf, {});
  const refetch = conf.refetch;
  const reread = useCallback(() => void refetch(), [refetch]);
  return (
    <>
      <BetPrizesCard>
        {conf.isError && !conf.data ? (
          <ErrorState title={t`The bet prizes could not load.`} onRetry={reread} retrying={conf.isFetching} />
        ) : !conf.data ? (
          <SkeletonText lines={4} />
        ) : (
          <BetPrizesView
            locale={locale}
            conf={conf.data}
            countdown={<Countdown target={conf.data.period_end * 1000} label={t`Period ends in`} onEnd={reread} className="text-text" />}
            receive={(prize) => {
              const name = prize.name;
              return <PrizeReceiveButton prizeId={prize.prize_id} label={t`Receive ${name}`} onDone={reread} />;
            }}
          />
        )}
      </BetPrizesCard>
      <WinnersRead locale={locale} />
      <BetRankingRead locale={locale} />
    </>
  );
}
