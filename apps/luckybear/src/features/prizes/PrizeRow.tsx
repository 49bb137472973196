// One bet prize: the player's bets against its threshold, then "Received", `action` (the receive button)
// once reached, or "Not reached". No client code of its own.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { ThresholdProgress } from "@repo/ui/threshold-progress";
import type { ReactNode } from "react";

export type Prize = ResponseOf<typeof luckyBearRewardEndpoints.rtPrizeConf>["prizes"][number];

interface PrizeRowProps {
  locale: Locale;
  prize: Prize;
  myBet: string;
  action: ReactNode;
}

export function PrizeRow({ locale, prize, myBet, action }: PrizeRowProps) {
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
        action
      ) : (
        <p className="text-13 text-text-muted">
          <Trans>Not reached</Trans>
        </p>
      )}
    </li>
  );
}
