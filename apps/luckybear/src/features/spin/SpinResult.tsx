"use client";
// The prize of the last spin as the server recorded it (lucky_spin_result, with its time) and the casino
// balance after it (asset_list, re-read by the spin's invalidation).
import { Trans } from "@lingui/react/macro";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiQuery } from "@repo/api-client/react";
import { formatDateTime, fromUnix } from "@repo/i18n/dates";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import type { SpinOutcome } from "./use-spin";

export function SpinResult({ locale, outcome }: { locale: Locale; outcome: SpinOutcome }) {
  const spinId = outcome.spinId;
  const assets = useApiQuery(luckyBearMoneyEndpoints.assetList, {});
  // The spin's answer shows at once; the record, when it arrives, is what the server kept.
  const record = useApiQuery(luckyBearRewardEndpoints.luckySpinResult, { spin_id: outcome.spinId });
  const won = record.data?.prize ?? { amount: outcome.amount, coin_name: outcome.coinName };
  const prize = `${formatAmount(won.amount, { locale })} ${won.coin_name}`;
  const when = record.data ? formatDateTime(fromUnix(record.data.time), { locale }) : null;
  const coin = assets.data?.list.find((asset) => asset.coin_name === outcome.coinName);
  const balance = coin ? `${formatAmount(coin.amount, { locale })} ${coin.coin_name}` : null;
  return (
    <Card>
      <p className="text-18 font-bold text-text" data-testid="spin-prize" role="status">
        <Trans>You won {prize}</Trans>
      </p>
      {when ? (
        <p className="mt-4 text-12 text-text-muted" data-testid="spin-recorded">
          <Trans>Spin No. {spinId}, recorded {when}</Trans>
        </p>
      ) : null}
      <p className="mt-4 text-14 text-text-muted" data-testid="spin-balance">
        {balance ? <Trans>Balance now: {balance}</Trans> : <Trans>Updating your balance…</Trans>}
      </p>
    </Card>
  );
}
