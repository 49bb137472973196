// The methods page's place while its actions load after start (no client code): the player's methods
// as the list draws them, the default marked, and blocks of the buttons' height, so nothing shifts when
// the page's actions come.
import type { PaymentMethod } from "@repo/api-client/endpoints/pay";
import { Skeleton } from "@repo/ui/skeleton";
import { PaymentMethodsCard } from "./PaymentMethodsCard";

export function PaymentMethodsSkeleton({ methods }: { methods: readonly PaymentMethod[] }) {
  return (
    <div className="flex flex-col gap-16" aria-busy="true">
      <PaymentMethodsCard methods={methods} makeDefault={() => <Skeleton width={96} height={32} />} remove={() => <Skeleton width={72} height={32} />} />
      <Skeleton width="100%" height={52} />
    </div>
  );
}
