import { Card } from "@repo/ui/card";
import { SkeletonText } from "@repo/ui/skeleton";

/** The invite page while the browser reads it. */
export function ShareSkeleton() {
  return (
    <Card>
      <SkeletonText lines={6} />
    </Card>
  );
}
