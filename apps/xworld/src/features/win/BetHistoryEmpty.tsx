// The bet list's empty state, the same on the server's page and the browser's list.
import { Trans } from "@lingui/react/macro";
import { EmptyState } from "@repo/ui/empty-state/EmptyState";

export function BetHistoryEmpty() {
  return <EmptyState title={<Trans>No bets yet.</Trans>} description={<Trans>Pick a side and place your first bet.</Trans>} />;
}
