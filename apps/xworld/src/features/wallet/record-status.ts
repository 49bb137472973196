// How a transfer or on-chain record ended, from the status word the API sends.

export type RecordOutcome = "done" | "pending" | "failed";

const DONE = ["success", "succeeded", "completed", "complete", "done", "paid", "confirmed"];
const FAILED = ["failed", "fail", "failure", "rejected", "cancelled", "canceled", "expired", "reverted"];

/** Spec: not shown — the status values. Choice: these words, any case; anything else is still in progress. */
export function outcomeOf(status: string): RecordOutcome {
  const word = status.trim().toLowerCase();
  if (DONE.includes(word)) return "done";
  if (FAILED.includes(word)) return "failed";
  return "pending";
}
