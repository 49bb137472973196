// The card around the player's orders (the list, its loading or error state, and "Show more orders"),
// and the list's empty state. No client code of its own.
import { Trans, useLingui } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import type { ReactNode } from "react";

export function OrdersCard({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Card title={t`My orders`} flush>
      <div id="orders" className="pb-8">
        {children}
      </div>
    </Card>
  );
}

/** The list's empty state: no orders yet. */
export function OrdersEmpty() {
  return <EmptyState title={<Trans>No orders yet</Trans>} description={<Trans>Your recharges and withdrawals will show here.</Trans>} />;
}
