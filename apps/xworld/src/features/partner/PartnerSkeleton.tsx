import { Card } from "@repo/ui/card";
import { SkeletonText } from "@repo/ui/skeleton";

/** The partner program while it loads. */
export function PartnerSkeleton() {
  return (
    <Card>
      <SkeletonText lines={6} />
    </Card>
  );
}
