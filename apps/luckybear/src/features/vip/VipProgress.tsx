// The current level and how much more betting reaches the next one. No client code of its own.
import { Trans, useLingui } from "@lingui/react/macro";
import type { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ThresholdProgress } from "@repo/ui/threshold-progress";
import { VipBadge } from "@repo/ui/vip-badge";

type VipProfile = ResponseOf<typeof luckyBearRewardEndpoints.vipProfile>;

/** The current level and how much more betting reaches the next one. */
export function VipProgress({ locale, profile }: { locale: Locale; profile: VipProfile }) {
  const { t } = useLingui();
  const level = profile.vip_level;
  const next = level + 1;
  const totalBet = formatAmount(profile.total_bet, { locale });
  return (
    <Card>
      <div className="flex items-center gap-12">
        <VipBadge level={level} size={56} />
        <div className="min-w-0">
          <p className="text-20 font-bold text-text" data-testid="vip-level">
            <Trans>VIP {level}</Trans>
          </p>
          <p className="text-13 text-text-muted">
            <Trans>Total bet: {totalBet}</Trans>
          </p>
        </div>
      </div>
      {profile.next_level_bet !== null ? (
        <ThresholdProgress
          className="mt-16"
          label={t`Bets toward VIP ${next}`}
          current={Number(profile.total_bet)}
          threshold={Number(profile.next_level_bet)}
          formatValue={(value) => formatAmount(value, { locale })}
        />
      ) : (
        <p className="mt-16 text-14 font-semibold text-success">
          <Trans>You have reached the top VIP level.</Trans>
        </p>
      )}
    </Card>
  );
}
