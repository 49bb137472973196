// A stake or unstake form's place while it loads after start: the card with its title and blocks of the
// amount field's and the button's height, so nothing shifts when the form comes.
import { Card } from "@repo/ui/card";
import { Skeleton } from "@repo/ui/skeleton";
import type { ReactNode } from "react";

export function VoteFormSkeleton({ title }: { title: ReactNode }) {
  return (
    <Card title={title}>
      <div className="flex flex-col gap-12" aria-busy="true">
        <Skeleton width="30%" />
        <Skeleton width="100%" height={48} />
        <Skeleton width="60%" />
        <Skeleton width="100%" height={44} />
      </div>
    </Card>
  );
}
