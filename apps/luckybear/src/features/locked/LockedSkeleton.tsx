import { Card } from "@repo/ui/card";
import { SkeletonText } from "@repo/ui/skeleton";

/** The locked bonuses while they load. */
export function LockedSkeleton() {
  return (
    <Card>
      <SkeletonText lines={4} />
    </Card>
  );
}
