// The outcome of a transfer or on-chain record as a small badge.
import { Trans } from "@lingui/react/macro";
import { outcomeOf, type RecordOutcome } from "./record-status";

const TONE: Record<RecordOutcome, string> = {
  done: "bg-success text-success-contrast",
  failed: "bg-danger text-danger-contrast",
  pending: "bg-warning text-warning-contrast",
};

export function StatusBadge({ status }: { status: string }) {
  const outcome = outcomeOf(status);
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-8 py-2 text-11 font-semibold ${TONE[outcome]}`}>
      {outcome === "done" ? <Trans>Completed</Trans> : outcome === "failed" ? <Trans>Failed</Trans> : <Trans>Processing</Trans>}
    </span>
  );
}
