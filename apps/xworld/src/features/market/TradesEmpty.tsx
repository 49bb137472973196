// The trade history's empty state, the same on the server's page and the browser's list.
import { Trans } from "@lingui/react/macro";
import { EmptyState } from "@repo/ui/empty-state/EmptyState";

export function TradesEmpty() {
  return <EmptyState title={<Trans>No trades yet</Trans>} description={<Trans>What you buy and sell on the market will show here.</Trans>} />;
}
