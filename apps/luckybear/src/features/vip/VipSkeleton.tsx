import { Card } from "@repo/ui/card";
import { SkeletonText } from "@repo/ui/skeleton";

/** The VIP club while it loads. */
export function VipSkeleton() {
  return (
    <Card>
      <SkeletonText lines={4} />
    </Card>
  );
}
