import { Card } from "@repo/ui/card";
import { SkeletonText } from "@repo/ui/skeleton";

/** Today's battle while it loads. */
export function BattleSkeleton() {
  return (
    <Card>
      <SkeletonText lines={6} />
    </Card>
  );
}
