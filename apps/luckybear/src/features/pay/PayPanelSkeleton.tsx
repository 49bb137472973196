// The payment panel's place while the payment part loads after start: the button's height and its note.
import { Card } from "@repo/ui/card";
import { Skeleton, SkeletonText } from "@repo/ui/skeleton";

export function PayPanelSkeleton() {
  return (
    <Card>
      <div className="flex flex-col gap-12" aria-hidden="true">
        <Skeleton height={52} />
        <SkeletonText lines={3} />
      </div>
    </Card>
  );
}
