"use client";
import { Trans, useLingui } from "@lingui/react/macro";
import type { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { ThresholdProgress } from "@repo/ui/threshold-progress";

type Prize = ResponseOf<typeof luckyBearRewardEndpoints.rtPrizeConf>["prizes"][number];

interface PrizeRowProps {
  locale: Locale;
  prize: Prize;
  myBet: string;
  receiving: boolean;
  failed: boolean;
  onReceive: () => void;
}

export function PrizeRow({ locale, prize, myBet, receiving, failed, onReceive }: PrizeRowProps) {
  const { t } = useLingui();
  const reward = `${formatAmount(prize.reward.amount, { locale })} ${prize.reward.coin_name}`;
  const name = prize.name;
  return (
    <li data-testid={`rt-prize-${prize.prize_id}`} className="flex flex-col gap-8">
      <ThresholdProgress
        label={t`${name} · ${reward}`}
        current={Number(myBet)}
        threshold={Number(prize.required_bet)}
        formatValue={(value) => formatAmount(value, { locale })}
      />
      {prize.received ? (
        <p className="text-13 font-semibold text-success">
          <Trans>Received</Trans>
        </p>
      ) : prize.receivable ? (
        <Button size="sm" loading={receiving} disabled={receiving} onClick={onReceive} aria-label={t`Receive ${name}`}>
          <Trans>Receive</Trans>
        </Button>
      ) : (
        <p className="text-13 text-text-muted">
          <Trans>Not reached</Trans>
        </p>
      )}
      {failed ? (
        <p role="alert" className="text-13 text-danger">
          <Trans>The reward could not be received. Try again.</Trans>
        </p>
      ) : null}
    </li>
  );
}
