// The gift code form's place while it loads after start, drawn by the server: the card with the form's
// first line and blocks of the field's and the button's height, so nothing shifts when the form comes.
import { Card } from "@repo/ui/card";
import { Skeleton } from "@repo/ui/skeleton";
import type { ReactNode } from "react";

export function RedeemFormSkeleton({ intro }: { intro: ReactNode }) {
  return (
    <Card>
      <div className="flex flex-col gap-16" aria-busy="true">
        {intro}
        <div className="flex flex-col gap-6">
          <Skeleton width="25%" height={18} />
          <Skeleton height={48} />
        </div>
        <Skeleton height={52} />
      </div>
    </Card>
  );
}
