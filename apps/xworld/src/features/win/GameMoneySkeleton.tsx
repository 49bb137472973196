// A money page's place while it waits to know who is looking, or for the browser's read.
import { Card } from "@repo/ui/card";
import { SkeletonText } from "@repo/ui/skeleton";

export function GameMoneySkeleton() {
  return (
    <Card>
      <SkeletonText lines={5} />
    </Card>
  );
}
