"use client";
// /luckybear/lottery: the free lottery, one draw per UTC day (free_lottery_chance, draw_free_lottery,
// query_lottery_status) and the amounts it can pay (lottery_amount_range_cfg).
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiQuery } from "@repo/api-client/react";
import { type PlayerAnswers, usePlayerFirst } from "@repo/app-shell/hooks/use-player-first";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { CountdownRing } from "@repo/ui/countdown/ring";
import { ErrorState } from "@repo/ui/error-state";
import { Skeleton } from "@repo/ui/skeleton";
import { DrawResult } from "./DrawResult";
import type { LotteryFirst } from "./load-lottery";
import { PrizeRanges } from "./PrizeRanges";
import { useFreeDraw } from "./use-free-draw";

const DAY_MS = 86_400_000;

export interface LotteryScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<LotteryFirst> | null;
}

export function LotteryScreen({ locale, first }: LotteryScreenProps) {
  const server = usePlayerFirst(first);
  return server.signedIn ? <PlayerLottery locale={locale} server={server} /> : null;
}

/** Mounted for a player: the one the session knows, or the one the server rendered for (their first data in hand). */
function PlayerLottery({ locale, server }: { locale: Locale; server: PlayerAnswers<LotteryFirst> }) {
  const { t } = useLingui();
  const chance = useApiQuery(luckyBearRewardEndpoints.freeLotteryChance, {}, server.answer(server.data?.chance));
  const draw = useFreeDraw();

  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <h1 className="text-24 font-bold text-text">
        <Trans>Free lottery</Trans>
      </h1>
      <Card>
        {chance.isError ? (
          <ErrorState title={t`The free lottery could not load.`} onRetry={() => void chance.refetch()} retrying={chance.isFetching} />
        ) : !chance.data ? (
          <div className="flex flex-col items-center gap-12" aria-busy="true">
            <Skeleton width={140} height={140} circle />
            <Skeleton height={52} />
          </div>
        ) : (
          <div className="flex flex-col items-center gap-12 text-center">
            {draw.result ? <DrawResult locale={locale} result={draw.result} /> : null}
            {chance.data.chances > 0 ? (
              <>
                <p className="text-16 text-text">
                  <Trans>Your free draw for today is ready.</Trans>
                </p>
                <Button block loading={draw.drawing} disabled={draw.drawing} onClick={draw.start}>
                  {draw.drawing ? <Trans>Drawing…</Trans> : <Trans>Draw now</Trans>}
                </Button>
              </>
            ) : (
              <>
                <p className="text-16 font-semibold text-text" data-testid="lottery-drawn">
                  <Trans>Already drawn today</Trans>
                </p>
                {chance.data.next_free_at !== null ? (
                  <CountdownRing
                    target={chance.data.next_free_at * 1000}
                    periodMs={DAY_MS}
                    label={t`Next free draw in`}
                    onEnd={() => void chance.refetch()}
                  />
                ) : null}
                <p className="text-14 text-text-muted">
                  <Trans>Come back for your next free draw.</Trans>
                </p>
              </>
            )}
            {draw.error ? (
              <p role="alert" className="text-14 text-danger">
                <Trans>The draw did not go through. Please check again in a moment.</Trans>
              </p>
            ) : null}
          </div>
        )}
      </Card>
      <PrizeRanges locale={locale} server={server.answer(server.data?.ranges)} />
    </div>
  );
}
