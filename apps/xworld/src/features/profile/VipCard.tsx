"use client";
// The player's VIP level read in the browser (ProfileRead): a skeleton, a failure with Retry, or the level.
import { useLingui } from "@lingui/react/macro";
import { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import { useApiQuery } from "@repo/api-client/react";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { Skeleton } from "@repo/ui/skeleton";
import { VipLevelCard } from "./VipLevelCard";

export function VipCard() {
  const { t } = useLingui();
  const vip = useApiQuery(userReadEndpoints.getVipProfile, {});
  if (vip.isError && !vip.data) {
    return (
      <Card title={t`VIP level`}>
        <ErrorState title={t`Your VIP level could not load.`} onRetry={() => void vip.refetch()} retrying={vip.isFetching} />
      </Card>
    );
  }
  if (!vip.data) {
    return (
      <Card title={t`VIP level`}>
        <div className="flex items-center gap-12" aria-busy="true">
          <Skeleton circle width={56} />
          <Skeleton width="50%" height={18} />
        </div>
      </Card>
    );
  }
  return <VipLevelCard vip={vip.data} />;
}
