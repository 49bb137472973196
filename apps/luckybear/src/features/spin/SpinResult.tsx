"use client";
// The prize of the last spin and the casino balance after it (asset_list, re-read by the spin's invalidation).
import { Trans } from "@lingui/react/macro";
import { luckyBearEndpoints as lb } from "@repo/api-client/endpoints/lucky-bear";
import { useApiQuery } from "@repo/api-client/react";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import type { SpinOutcome } from "./use-spin";

export function SpinResult({ locale, outcome }: { locale: Locale; outcome: SpinOutcome }) {
  const assets = useApiQuery(lb.assetList, {});
  const prize = `${formatAmount(outcome.amount, { locale })} ${outcome.coinName}`;
  const coin = assets.data?.list.find((asset) => asset.coin_name === outcome.coinName);
  const balance = coin ? `${formatAmount(coin.amount, { locale })} ${coin.coin_name}` : null;
  return (
    <Card>
      <p className="text-18 font-bold text-text" data-testid="spin-prize" role="status">
        <Trans>You won {prize}</Trans>
      </p>
      <p className="mt-4 text-14 text-text-muted" data-testid="spin-balance">
        {balance ? <Trans>Balance now: {balance}</Trans> : <Trans>Updating your balance…</Trans>}
      </p>
    </Card>
  );
}
