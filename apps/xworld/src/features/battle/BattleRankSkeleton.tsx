import { Card } from "@repo/ui/card";
import { SkeletonText } from "@repo/ui/skeleton";

/** The battle leaderboard while it loads. */
export function BattleRankSkeleton() {
  return (
    <Card>
      <SkeletonText lines={8} />
    </Card>
  );
}
