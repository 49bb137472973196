// The drawn amount, or "no win". No client code of its own.
import { Trans } from "@lingui/react/macro";
import type { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";

type LotteryStatus = ResponseOf<typeof luckyBearRewardEndpoints.queryLotteryStatus>;

/** The drawn amount, or "no win" when the draw paid nothing. */
export function DrawResult({ locale, result }: { locale: Locale; result: LotteryStatus }) {
  if (result.status === "won" && result.reward) {
    const prize = `${formatAmount(result.reward.amount, { locale })} ${result.reward.coin_name}`;
    return (
      <p role="status" data-testid="lottery-result" className="text-20 font-bold text-success">
        <Trans>You drew {prize}!</Trans>
      </p>
    );
  }
  return (
    <p role="status" data-testid="lottery-result" className="text-16 font-semibold text-text">
      <Trans>No win this time. Try again tomorrow.</Trans>
    </p>
  );
}
