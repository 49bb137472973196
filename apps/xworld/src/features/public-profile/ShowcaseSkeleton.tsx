import { Card } from "@repo/ui/card";
import { Skeleton } from "@repo/ui/skeleton";

/** A player's bio and games while they load. */
export function ShowcaseSkeleton() {
  return (
    <Card>
      <div className="flex flex-col gap-8" aria-busy="true">
        <Skeleton width="80%" />
        <Skeleton height={64} />
      </div>
    </Card>
  );
}
