// The AI agent's card and topics while they load (also the places their parts hold until loaded).
import { useLingui } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import { LoadingRegion, Skeleton } from "@repo/ui/skeleton";

export function AgentCardSkeleton() {
  const { t } = useLingui();
  return (
    <Card>
      <LoadingRegion label={t`Loading the support assistant`} className="flex flex-col gap-12">
        <div className="flex items-center gap-12">
          <Skeleton circle width={56} />
          <div className="flex flex-1 flex-col gap-8">
            <Skeleton width="50%" height={18} />
            <Skeleton width="80%" />
          </div>
        </div>
        <Skeleton height={44} className="rounded-16" />
      </LoadingRegion>
    </Card>
  );
}

/** "I can help with" with three rows as the kit's List draws them while loading. */
export function AgentTopicsSkeleton() {
  const { t } = useLingui();
  return (
    <Card title={t`I can help with`} flush>
      <LoadingRegion>
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-center gap-12 px-16 py-12">
            <Skeleton circle width={40} />
            <div className="flex flex-1 flex-col gap-6">
              <Skeleton width="55%" />
              <Skeleton width="35%" height={12} />
            </div>
          </div>
        ))}
      </LoadingRegion>
    </Card>
  );
}
