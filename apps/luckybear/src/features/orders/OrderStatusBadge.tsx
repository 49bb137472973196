// An order's status in words a player reads the same way for recharges and withdrawals.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { type OrderOutcome, orderOutcome } from "./order-status";

const TONES: Record<OrderOutcome, string> = {
  paid: "bg-success text-success-contrast",
  pending: "bg-warning text-warning-contrast",
  cancelled: "bg-surface-sunken text-text-muted",
  failed: "bg-danger text-danger-contrast",
};

export function OrderStatusBadge({ type, status }: { type: "recharge" | "withdraw"; status: string }) {
  const outcome = orderOutcome(status);
  const labels: Record<OrderOutcome, ReactNode> = {
    paid: type === "recharge" ? <Trans>Paid</Trans> : <Trans>Paid out</Trans>,
    pending: type === "recharge" ? <Trans>Unpaid</Trans> : <Trans>Processing</Trans>,
    cancelled: <Trans>Cancelled</Trans>,
    failed: <Trans>Failed</Trans>,
  };
  return <span className={`inline-flex items-center whitespace-nowrap rounded-full px-8 py-2 text-12 font-semibold ${TONES[outcome]}`}>{labels[outcome]}</span>;
}
