import { Card } from "@repo/ui/card";
import { SkeletonText } from "@repo/ui/skeleton";

/** The invite page while the browser reads it. */
export function InviteSkeleton() {
  return (
    <Card>
      <SkeletonText lines={4} />
    </Card>
  );
}
