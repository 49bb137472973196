"use client";
// The invites day by day read by the browser (InviteRead): its loading and error states around DailySummaryTable.
import { useLingui } from "@lingui/react/macro";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { DailySummaryTable } from "./DailySummaryTable";
import { SUMMARY_DAYS } from "./invite-tabs";

export function DailySummaryCard({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const summary = useApiQuery(luckyBearInviteEndpoints.inviteDailySummaries, { days: SUMMARY_DAYS });
  return (
    <Card title={t`Last 7 days`}>
      {summary.data ? (
        <DailySummaryTable locale={locale} summary={summary.data} />
      ) : summary.isError ? (
        <ErrorState title={t`The daily summary could not load.`} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      ) : (
        <SkeletonText lines={5} />
      )}
    </Card>
  );
}
