// A pay form's place while it loads: a card with the quick amounts' grid and the button's height.
import { Card } from "@repo/ui/card";
import { Skeleton } from "@repo/ui/skeleton";

export function PaySkeleton() {
  return (
    <Card>
      <div className="flex flex-col gap-12" aria-hidden="true">
        <Skeleton width="30%" />
        <div className="grid grid-cols-2 gap-8">
          <Skeleton height={44} />
          <Skeleton height={44} />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </div>
        <Skeleton height={48} />
      </div>
    </Card>
  );
}
