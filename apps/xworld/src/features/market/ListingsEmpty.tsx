// The market's empty search, the same on the server's grid and the browser's.
import { Trans } from "@lingui/react/macro";
import { EmptyState } from "@repo/ui/empty-state/EmptyState";

export function ListingsEmpty() {
  return <EmptyState title={<Trans>Nothing for sale matches</Trans>} description={<Trans>Try other words or another rarity.</Trans>} />;
}
