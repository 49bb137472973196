"use client";
// /luckybear/prizes: live bet prizes. Progress toward each bet threshold (rt_prize_conf), each reached
// prize received once (rt_prize_receive), the winners billboard (rt_prize_billboard, refreshing) and the
// bet ranking (bet_ranking_list).
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiQuery } from "@repo/api-client/react";
import { type PlayerAnswers, usePlayerFirst } from "@repo/app-shell/hooks/use-player-first";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { Countdown } from "@repo/ui/countdown";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { useCallback } from "react";
import { useReceiveOnce } from "../rewards/use-receive-once";
import { BetRanking } from "./BetRanking";
import type { PrizesFirst } from "./load-prizes";
import { PrizeRow } from "./PrizeRow";
import { WinnersBoard } from "./WinnersBoard";

export interface PrizesScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<PrizesFirst> | null;
}

export function PrizesScreen({ locale, first }: PrizesScreenProps) {
  const server = usePlayerFirst(first);
  return server.signedIn ? <PlayerPrizes locale={locale} server={server} /> : null;
}

/** Mounted for a player: the one the session knows, or the one the server rendered for (their first data in hand). */
function PlayerPrizes({ locale, server }: { locale: Locale; server: PlayerAnswers<PrizesFirst> }) {
  const { t } = useLingui();
  const conf = useApiQuery(luckyBearRewardEndpoints.rtPrizeConf, {}, server.answer(server.data?.conf));
  const refetch = conf.refetch;
  const reread = useCallback(() => void refetch(), [refetch]);
  const receiver = useReceiveOnce(luckyBearRewardEndpoints.rtPrizeReceive, reread);

  const myBet = conf.data ? formatAmount(conf.data.my_bet, { locale }) : null;
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <h1 className="text-24 font-bold text-text">
        <Trans>Live prizes</Trans>
      </h1>
      <Card title={t`Bet prizes`}>
        {conf.isError ? (
          <ErrorState title={t`The bet prizes could not load.`} onRetry={reread} retrying={conf.isFetching} />
        ) : !conf.data ? (
          <SkeletonText lines={4} />
        ) : (
          <div className="flex flex-col gap-16">
            <p className="text-13 text-text-muted">
              <Trans>Your bets this period: {myBet}</Trans> · {t`Period ends in`}{" "}
              <Countdown target={conf.data.period_end * 1000} label={t`Period ends in`} onEnd={reread} className="text-text" />
            </p>
            {conf.data.prizes.length === 0 ? (
              <EmptyState title={t`No bet prizes this period.`} />
            ) : (
              <ul className="flex flex-col gap-16">
                {conf.data.prizes.map((prize) => (
                  <PrizeRow
                    key={prize.prize_id}
                    locale={locale}
                    prize={prize}
                    myBet={conf.data.my_bet}
                    receiving={receiver.pendingKey === String(prize.prize_id)}
                    failed={receiver.failedKey === String(prize.prize_id)}
                    onReceive={() => receiver.receive(String(prize.prize_id), { prize_id: prize.prize_id })}
                  />
                ))}
              </ul>
            )}
          </div>
        )}
      </Card>
      <WinnersBoard locale={locale} server={server.answer(server.data?.winners)} />
      <BetRanking locale={locale} server={server.answer(server.data?.ranking)} />
    </div>
  );
}
