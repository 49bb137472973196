"use client";
// An ended pool: the biggest holders and what each got, the player's part, and receiving it once.
import { Trans, useLingui } from "@lingui/react/macro";
import { poolEndpoints, type PoolDetail, type PoolResult as Result } from "@repo/api-client/endpoints/pool";
import { unitsOf } from "@repo/app-shell/money/units";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { FormAlert } from "@repo/ui/form-alert";
import { RankedList } from "@repo/ui/ranked-list";
import { formatExact } from "../wallet/format-coin";
import { useMoneyAction } from "../wallet/use-money-action";

export function PoolResult({ locale, pool, result, player }: { locale: Locale; pool: PoolDetail; result: Result; player: boolean }) {
  const { t } = useLingui();
  const receive = useMoneyAction(poolEndpoints.receivePoolPrize);
  const coin = pool.prize_coin;
  const part = formatExact(result.my_prize, locale);
  const hasPart = unitsOf(result.my_prize) > 0n;
  const received = receive.data;
  const balance = received ? formatExact(received.balance, locale) : "";
  return (
    <Card title={t`Result`}>
      <RankedList
        label={t`Biggest holders`}
        rows={result.winners.map((winner) => ({
          id: winner.rank,
          rank: winner.rank,
          name: winner.username,
          value: `${formatExact(winner.prize, locale)} ${coin}`,
        }))}
        empty={
          <p className="py-8 text-14 text-text-muted">
            <Trans>Nobody held a share of this pool.</Trans>
          </p>
        }
      />
      {player ? (
        <div className="mt-12 flex flex-col gap-8 border-t border-border pt-12" data-testid="pool-my-result">
          {hasPart ? (
            <p className="text-16 font-semibold text-text">
              <Trans>
                Your part: {part} {coin}
              </Trans>
            </p>
          ) : (
            <p className="text-14 text-text-muted">
              <Trans>You held no share of this pool.</Trans>
            </p>
          )}
          {received ? (
            <p role="status" className="text-14 font-semibold text-success">
              <Trans>
                Received. Your {coin} balance is now {balance}.
              </Trans>
            </p>
          ) : hasPart && result.received ? (
            <p className="text-14 font-semibold text-success">
              <Trans>Received</Trans>
            </p>
          ) : hasPart ? (
            <Button block loading={receive.pending} onClick={() => receive.run({ pool_id: pool.pool_id })}>
              <Trans>
                Receive {part} {coin}
              </Trans>
            </Button>
          ) : null}
          <FormAlert>{receive.error}</FormAlert>
        </div>
      ) : null}
    </Card>
  );
}
