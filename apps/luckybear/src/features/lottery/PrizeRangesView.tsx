// What a free draw can pay (lottery_amount_range_cfg): the ranges and how often each comes up. No client
// code of its own: rendered on the server (the page's read) and in the browser (PrizeRangesRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import type { ReactNode } from "react";

export type PrizeRanges = ResponseOf<typeof luckyBearRewardEndpoints.lotteryAmountRangeCfg>;

/** The card around the ranges (or their loading or error state). */
export function PrizeRangesCard({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return <Card title={t`What you can draw`}>{children}</Card>;
}

export function PrizeRangesView({ locale, ranges }: { locale: Locale; ranges: PrizeRanges }) {
  const { t } = useLingui();
  if (ranges.list.length === 0) return <EmptyState title={t`No prize ranges yet.`} />;
  const total = ranges.list.reduce((sum, range) => sum + range.weight, 0);
  return (
    <ul className="flex flex-col gap-8">
      {ranges.list.map((range) => {
        const from = formatAmount(range.min, { locale });
        const to = formatAmount(range.max, { locale });
        const coin = range.coin_name;
        const chance = total > 0 ? Math.round((range.weight / total) * 100) : 0;
        return (
          <li key={`${range.min}-${range.max}`} className="flex justify-between text-14 text-text">
            <span>{`${from}–${to} ${coin}`}</span>
            <span className="text-text-muted">
              <Trans>{chance}% chance</Trans>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
