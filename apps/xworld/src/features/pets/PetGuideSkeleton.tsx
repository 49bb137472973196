import { Card } from "@repo/ui/card";
import { SkeletonText } from "@repo/ui/skeleton";

/** The pet guide while its config loads. */
export function PetGuideSkeleton() {
  return (
    <Card>
      <SkeletonText lines={6} />
    </Card>
  );
}
