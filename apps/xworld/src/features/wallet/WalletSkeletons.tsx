// Placeholders while a wallet page waits to know who is looking, or for its first answer.
import { Card } from "@repo/ui/card";
import { List } from "@repo/ui/list";
import { Skeleton } from "@repo/ui/skeleton";

export function HistorySkeleton() {
  return <List loading loadingRows={3} />;
}

export function FormSkeleton() {
  return (
    <Card>
      <div className="flex flex-col gap-12" aria-busy="true">
        <Skeleton width="40%" />
        <Skeleton width="100%" height={44} />
        <Skeleton width="60%" />
        <Skeleton width="100%" height={44} />
      </div>
    </Card>
  );
}
