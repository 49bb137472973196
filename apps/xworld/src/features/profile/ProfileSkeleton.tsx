// The player's own page while the browser reads it: the player, the balances and the VIP level.
import { useLingui } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import { List } from "@repo/ui/list";
import { LoadingRegion, Skeleton } from "@repo/ui/skeleton";

export function ProfileSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingRegion className="flex flex-col gap-16">
      <Card>
        <div className="flex items-center gap-12">
          <Skeleton circle width={64} />
          <div className="flex flex-1 flex-col gap-8">
            <Skeleton width="60%" height={18} />
            <Skeleton width="40%" />
          </div>
        </div>
      </Card>
      <Card title={t`My balances`} flush>
        <List label={t`My balances`} loading loadingRows={4} />
      </Card>
    </LoadingRegion>
  );
}
