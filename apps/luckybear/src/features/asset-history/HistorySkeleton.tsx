import { Card } from "@repo/ui/card";
import { SkeletonText } from "@repo/ui/skeleton";

/** The balance history while it loads. */
export function HistorySkeleton() {
  return (
    <Card>
      <SkeletonText lines={4} />
    </Card>
  );
}
