// The battle record's empty state, the same on the server's page and the browser's list.
import { Trans } from "@lingui/react/macro";
import { EmptyState } from "@repo/ui/empty-state/EmptyState";

export function BattleRecordEmpty() {
  return <EmptyState title={<Trans>No battles yet.</Trans>} description={<Trans>Enter today's battle to start your record.</Trans>} />;
}
