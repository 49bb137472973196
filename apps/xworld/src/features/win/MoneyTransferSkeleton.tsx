// The transfer's place while its form loads after start (no client code): the two directions' tab bar
// and blocks of the amount field's and the button's height, so nothing shifts when the form comes.
import { Trans } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import { Skeleton } from "@repo/ui/skeleton";

export function MoneyTransferSkeleton() {
  return (
    <Card flush>
      <div aria-busy="true">
        <div className="flex gap-4 border-b border-border">
          <span className="-mb-px inline-flex min-h-44 flex-1 items-center justify-center border-b-2 border-primary px-12 text-15 font-semibold text-text">
            <Trans>Move in</Trans>
          </span>
          <span className="-mb-px inline-flex min-h-44 flex-1 items-center justify-center border-b-2 border-transparent px-12 text-15 text-text-muted">
            <Trans>Move out</Trans>
          </span>
        </div>
        <div className="flex flex-col gap-16 px-16 pb-16 pt-28">
          <div className="flex flex-col gap-6">
            <Skeleton width="40%" />
            <Skeleton width="100%" height={48} />
            <Skeleton width="70%" height={12} />
          </div>
          <Skeleton width="100%" height={52} />
        </div>
      </div>
    </Card>
  );
}
