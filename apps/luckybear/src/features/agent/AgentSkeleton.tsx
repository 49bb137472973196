import { Card } from "@repo/ui/card";
import { SkeletonText } from "@repo/ui/skeleton";

/** The agent programme while it loads. */
export function AgentSkeleton() {
  return (
    <Card>
      <SkeletonText lines={5} />
    </Card>
  );
}
