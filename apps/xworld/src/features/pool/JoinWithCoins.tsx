"use client";
// Buying shares of a running pool: a count within the player's limit, what it costs against the
// balance, a confirmation that says so, then one join. Short of coins: the balance-lack dialog. On the
// server-rendered page (`refreshPage`) a join renders the page again on the server (the button busy until
// it has come, a tap meanwhile ignored); in the browser's read the API client reads the pool again.
import { Trans, useLingui } from "@lingui/react/macro";
import { poolEndpoints, type Pool } from "@repo/api-client/endpoints/pool";
import { unitsOf } from "@repo/app-shell/money/units";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { CountStepper } from "@repo/ui/count-stepper";
import { FormAlert } from "@repo/ui/form-alert";
import { Skeleton } from "@repo/ui/skeleton";
import { SummaryList } from "@repo/ui/summary-list";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { type FormEvent, useState } from "react";
import { costOf } from "../wallet/count-cost";
import { formatBalance, formatExact } from "../wallet/format-coin";
import { useMoneyAction } from "../wallet/use-money-action";
import { useAssets } from "../wallet/use-wallet-data";
import { JoinLimitReached } from "./JoinLimitReached";
import { sharePercent, sharesLeft } from "./pool-math";

export interface JoinWithCoinsProps {
  locale: Locale;
  pool: Pool;
  refreshPage?: boolean;
}

export function JoinWithCoins({ locale, pool, refreshPage = false }: JoinWithCoinsProps) {
  const { t } = useLingui();
  const { renderAgain, rendering: refreshing } = useRenderAgain();
  const assets = useAssets();
  const join = useMoneyAction(poolEndpoints.joinPool);
  const [count, setCount] = useState(1);
  const [reviewing, setReviewing] = useState(false);
  const [joined, setJoined] = useState<number | null>(null);
  const left = sharesLeft(pool.max_shares, pool.my_shares);
  const coin = pool.share_coin;
  const balance = assets.data?.list.find((asset) => asset.coin_name === coin)?.offchain;
  const cost = costOf(pool.share_price, count);
  const costText = formatExact(cost, locale);
  const after = pool.my_shares + count;
  const afterPercent = sharePercent(after, pool.total_shares + count);
  const title = pool.title;
  const limit = pool.max_shares;

  if (left === 0) return <JoinLimitReached limit={limit} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (refreshing) return;
    join.reset();
    setJoined(null);
    if (balance !== undefined && unitsOf(cost) > unitsOf(balance)) {
      join.reportLack(coin);
      return;
    }
    setReviewing(true);
  };

  const confirm = () => {
    const sent = join.run({ pool_id: pool.pool_id, shares: count }, (result) => {
      setJoined(result.my_shares);
      setCount(1);
      if (refreshPage) renderAgain();
    });
    if (sent) setReviewing(false);
  };

  const shares = count;
  return (
    <Card title={t`Buy shares`}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-12">
        <CountStepper
          label={t`Shares to buy`}
          name="shares"
          value={count}
          max={left}
          onValueChange={(next) => {
            setCount(next);
            join.reset();
          }}
          hint={t`Up to ${left} more`}
        />
        <SummaryList
          rows={[
            { id: "cost", label: <Trans>Cost</Trans>, value: `${costText} ${coin}`, testId: "pool-join-cost", emphasis: true },
            {
              id: "balance",
              label: <Trans>Your {coin} balance</Trans>,
              value: balance === undefined ? <Skeleton width={64} /> : formatBalance(balance, locale),
              testId: "pool-join-balance",
            },
            { id: "after", label: <Trans>Your shares after</Trans>, value: <Trans>{after} ({afterPercent} %)</Trans> },
          ]}
        />
        <FormAlert tone="warning">{join.warning}</FormAlert>
        <FormAlert>{join.error}</FormAlert>
        {joined !== null ? (
          <p role="status" className="text-14 font-semibold text-success">
            <Trans>You joined. Shares you hold now: {joined}.</Trans>
          </p>
        ) : null}
        <Button type="submit" block loading={join.pending || refreshing}>
          <Trans>Review purchase</Trans>
        </Button>
      </form>
      <ConfirmDialog
        open={reviewing}
        title={t`Confirm the purchase`}
        description={t`${costText} ${coin} leave your balance now. Shares bought in ${title}: ${shares}. When the pool ends, its prize is split among all shares.`}
        confirmLabel={<Trans>Pay {costText} {coin}</Trans>}
        pending={join.pending}
        onConfirm={confirm}
        onCancel={() => setReviewing(false)}
      />
    </Card>
  );
}
