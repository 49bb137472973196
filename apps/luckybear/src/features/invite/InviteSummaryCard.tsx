"use client";
// The player's invite read by the browser (InviteRead): its loading and error states around InviteSummaryView.
import { useLingui } from "@lingui/react/macro";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { InviteSummaryView } from "./InviteSummaryView";

export function InviteSummaryCard({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const summary = useApiQuery(luckyBearInviteEndpoints.inviteSummary, {});
  if (summary.data) return <InviteSummaryView locale={locale} summary={summary.data} />;
  return (
    <Card title={t`Invite friends`}>
      {summary.isError ? (
        <ErrorState title={t`Your invite could not load.`} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      ) : (
        <SkeletonText lines={4} />
      )}
    </Card>
  );
}
