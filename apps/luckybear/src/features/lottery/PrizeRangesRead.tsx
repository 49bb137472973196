"use client";
// The prize ranges read by the browser (LotteryRead), with a retry on failure.
import { useLingui } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { PrizeRangesCard, PrizeRangesView } from "./PrizeRangesView";

export function PrizeRangesRead({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const ranges = useApiQuery(luckyBearRewardEndpoints.lotteryAmountRangeCfg, {});
  return (
    <PrizeRangesCard>
      {ranges.isError && !ranges.data ? (
        <ErrorState title={t`The prize ranges could not load.`} onRetry={() => void ranges.refetch()} retrying={ranges.isFetching} />
      ) : !ranges.data ? (
        <SkeletonText lines={3} />
      ) : (
        <PrizeRangesView locale={locale} ranges={ranges.data} />
      )}
    </PrizeRangesCard>
  );
}
