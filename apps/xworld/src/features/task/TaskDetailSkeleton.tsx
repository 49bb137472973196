"use client";
import { useLingui } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import { LoadingRegion, Skeleton, SkeletonText } from "@repo/ui/skeleton";

/** The shape of a task or product page while it loads. */
export function TaskDetailSkeleton({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <LoadingRegion label={label ?? t`Loading the task`} className="flex flex-col gap-16">
      <Card>
        <div className="flex items-center gap-12">
          <Skeleton width={56} height={56} />
          <div className="flex flex-1 flex-col gap-8">
            <Skeleton width="80%" height={18} />
            <Skeleton width="40%" />
          </div>
        </div>
        <Skeleton className="mt-16" height={44} />
      </Card>
      <Card>
        <SkeletonText lines={4} />
      </Card>
    </LoadingRegion>
  );
}
