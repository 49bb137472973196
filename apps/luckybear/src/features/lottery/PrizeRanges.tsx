"use client";
// What a free draw can pay (lottery_amount_range_cfg): the ranges and how often each comes up.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { type ServerAnswerOptions, useApiQuery } from "@repo/api-client/react";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";

/** `server`: the page's server read of the ranges (`usePlayerFirst(first).answer(…)`). */
export function PrizeRanges({ locale, server }: { locale: Locale; server: ServerAnswerOptions<ResponseOf<typeof luckyBearRewardEndpoints.lotteryAmountRangeCfg>> }) {
  const { t } = useLingui();
  const ranges = useApiQuery(luckyBearRewardEndpoints.lotteryAmountRangeCfg, {}, server);
  const total = ranges.data?.list.reduce((sum, range) => sum + range.weight, 0) ?? 0;
  return (
    <Card title={t`What you can draw`}>
      {ranges.isError ? (
        <ErrorState title={t`The prize ranges could not load.`} onRetry={() => void ranges.refetch()} retrying={ranges.isFetching} />
      ) : !ranges.data ? (
        <SkeletonText lines={3} />
      ) : ranges.data.list.length === 0 ? (
        <EmptyState title={t`No prize ranges yet.`} />
      ) : (
        <ul className="flex flex-col gap-8">
          {ranges.data.list.map((range) => {
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
      )}
    </Card>
  );
}
