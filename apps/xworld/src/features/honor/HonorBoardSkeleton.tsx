import { Card } from "@repo/ui/card";
import { SkeletonText } from "@repo/ui/skeleton";

/** The honor board while it loads. */
export function HonorBoardSkeleton() {
  return (
    <Card>
      <SkeletonText lines={8} />
    </Card>
  );
}
