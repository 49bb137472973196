// The period's bet prizes: the player's bets, the time left (`countdown`) and each prize with its
// progress and, once reached, `receive(prize)`. No client code of its own: rendered on the server (the
// page's read for the player) and in the browser (PrizesRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state";
import type { ReactNode } from "react";
import { type Prize, PrizeRow } from "./PrizeRow";

export type PrizesConf = ResponseOf<typeof luckyBearRewardEndpoints.rtPrizeConf>;

interface BetPrizesViewProps {
  locale: Locale;
  conf: PrizesConf;
  countdown: ReactNode;
  receive: (prize: Prize) => ReactNode;
}

export function BetPrizesView({ locale, conf, countdown, receive }: BetPrizesViewProps) {
  const { t } = useLingui();
  const myBet = formatAmount(conf.my_bet, { locale });
  return (
    <div className="flex flex-col gap-16">
      <p className="text-13 text-text-muted">
        <Trans>Your bets this period: {myBet}</Trans> · {t`Period ends in`} {countdown}
      </p>
      {conf.prizes.length === 0 ? (
        <EmptyState title={t`No bet prizes this period.`} />
      ) : (
        <ul className="flex flex-col gap-16">
          {conf.prizes.map((prize) => (
            <PrizeRow key={prize.prize_id} locale={locale} prize={prize} myBet={conf.my_bet} action={receive(prize)} />
          ))}
        </ul>
      )}
    </div>
  );
}
