// An ended pool: the biggest holders and what each got, and the player's part with its receive (`receive`,
// the caller's client part). No client code of its own: rendered on the server and in the browser's read.
import { Trans, useLingui } from "@lingui/react/macro";
import type { PoolDetail, PoolResult as Result } from "@repo/api-client/endpoints/pool";
import { unitsOf } from "@repo/app-shell/money/units";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { RankedList } from "@repo/ui/ranked-list";
import type { ReactNode } from "react";
import { formatExact } from "../wallet/format-coin";

export interface PoolResultProps {
  locale: Locale;
  pool: PoolDetail;
  result: Result;
  player: boolean;
  /** Under the player's part: receiving it (or that it was received). */
  receive: ReactNode;
}

export function PoolResult({ locale, pool, result, player, receive }: PoolResultProps) {
  const { t } = useLingui();
  const coin = pool.prize_coin;
  const part = formatExact(result.my_prize, locale);
  const hasPart = unitsOf(result.my_prize) > 0n;
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
          {hasPart ? receive : null}
        </div>
      ) : null}
    </Card>
  );
}
