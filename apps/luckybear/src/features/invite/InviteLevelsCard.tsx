"use client";
// What inviting earns, read by the browser (InviteRead): its loading and error states around InviteLevelsView.
import { useLingui } from "@lingui/react/macro";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { InviteLevelsView } from "./InviteLevelsView";

export function InviteLevelsCard({ locale, invited }: { locale: Locale; invited: number | null }) {
  const { t } = useLingui();
  const conf = useApiQuery(luckyBearInviteEndpoints.inviteMasterConf, {});
  if (conf.data) return <InviteLevelsView locale={locale} levels={conf.data} invited={invited} />;
  return (
    <Card title={t`What you earn`}>
      {conf.isError ? (
        <ErrorState title={t`The invite rewards could not load.`} onRetry={() => void conf.refetch()} retrying={conf.isFetching} />
      ) : (
        <SkeletonText lines={4} />
      )}
    </Card>
  );
}
