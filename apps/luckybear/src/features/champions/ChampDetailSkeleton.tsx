import { Card } from "@repo/ui/card";
import { SkeletonText } from "@repo/ui/skeleton";

/** A championship while it loads. */
export function ChampDetailSkeleton() {
  return (
    <div className="px-16 py-16">
      <Card>
        <SkeletonText lines={5} />
      </Card>
    </div>
  );
}
