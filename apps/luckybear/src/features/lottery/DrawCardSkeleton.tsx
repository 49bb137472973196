import { Card } from "@repo/ui/card";
import { Skeleton } from "@repo/ui/skeleton";

/** The draw card while the player's chance loads. */
export function DrawCardSkeleton() {
  return (
    <Card>
      <div className="flex flex-col items-center gap-12" aria-busy="true">
        <Skeleton width={140} height={140} circle />
        <Skeleton height={52} />
      </div>
    </Card>
  );
}
