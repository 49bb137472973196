// A match's page while its read (or the reader) is on its way.
import { Card } from "@repo/ui/card/Card";
import { SkeletonText } from "@repo/ui/skeleton";

export function MatchSkeleton() {
  return (
    <Card>
      <SkeletonText lines={6} />
    </Card>
  );
}
