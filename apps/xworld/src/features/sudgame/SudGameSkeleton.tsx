import { Card } from "@repo/ui/card";
import { SkeletonText } from "@repo/ui/skeleton";

/** A game's page, or the part of it that waits, while it loads. */
export function SudGameSkeleton({ lines = 4 }: { lines?: number }) {
  return (
    <Card>
      <SkeletonText lines={lines} />
    </Card>
  );
}
