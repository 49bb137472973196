// The payout form's place while it loads after start: the method it pays to (read by the server) and
// blocks of the amount card's and the button's height, so nothing shifts when the form comes.
import { useLingui } from "@lingui/react/macro";
import type { PaymentMethod } from "@repo/api-client/endpoints/pay";
import { Card } from "@repo/ui/card";
import { Skeleton } from "@repo/ui/skeleton";
import { methodName } from "./method-name";

export function PayoutFormSkeleton({ method }: { method: PaymentMethod }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-16" aria-busy="true">
      <Card title={t`Pay to`}>
        <div className="flex items-center gap-12">
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="break-words text-15 font-semibold text-text">{methodName(method)}</span>
            <span className="text-12 text-text-muted">{method.holder_name}</span>
          </div>
          <Skeleton width={48} />
        </div>
      </Card>
      <Card title={t`Amount`}>
        <div className="flex flex-col gap-12">
          <Skeleton width="30%" />
          <Skeleton width="100%" height={48} />
          <Skeleton width="50%" />
          <Skeleton width="70%" />
          <Skeleton width="100%" height={104} />
        </div>
      </Card>
      <Skeleton width="100%" height={52} />
    </div>
  );
}
