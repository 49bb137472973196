import { Card } from "@repo/ui/card";
import { SkeletonText } from "@repo/ui/skeleton";

/** The player's honor while it loads. */
export function HonorSkeleton() {
  return (
    <Card>
      <SkeletonText lines={6} />
    </Card>
  );
}
