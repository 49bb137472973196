// The clear result next to the order: paid, still waiting (and what the last attempt did),
// cancelled or failed, with the way on from there. No client code of its own: the server renders it for
// an order no attempt has touched; the payment part (OrderPay) renders it with the attempt and `check`.
import { Trans } from "@lingui/react/macro";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import Link from "@repo/app-shell/link";
import type { ReactNode } from "react";
import { payHref } from "../money/pay-links";
import { orderOutcome } from "../orders/order-status";
import type { Order } from "../orders/use-order";
import { moneyHref } from "./pay-paths";
import type { PayAttempt } from "./use-order-payment";

export interface OrderResultProps {
  locale: Locale;
  order: Order;
  attempt: PayAttempt;
  /** The way to read the order again after a payment was sent (CheckAgainButton). */
  check?: ReactNode;
}

export function OrderResult({ locale, order, attempt, check }: OrderResultProps) {
  const outcome = orderOutcome(order.status);
  const usdt = formatAmount(order.usdt_amount, { locale });
  const linkClass = "text-15 font-semibold text-link";
  const again = (
    <Link href={payHref(locale, order.type)} className={linkClass}>
      {order.type === "recharge" ? <Trans>Recharge again</Trans> : <Trans>Withdraw again</Trans>}
    </Link>
  );

  if (outcome === "paid") {
    return (
      <Result tone="success" title={order.type === "recharge" ? <Trans>Payment received</Trans> : <Trans>Paid out</Trans>}>
        <p>{order.type === "recharge" ? <Trans>{usdt} USDT is on your casino balance.</Trans> : <Trans>The money is on its way to your account.</Trans>}</p>
        <Link href={moneyHref(locale)} className={linkClass}>
          <Trans>Go to my wallet</Trans>
        </Link>
      </Result>
    );
  }
  if (outcome === "cancelled" || outcome === "failed") {
    return (
      <Result tone="danger" title={outcome === "cancelled" ? <Trans>This order was cancelled</Trans> : <Trans>This payment failed</Trans>}>
        <p>
          <Trans>Nothing was charged for it.</Trans>
        </p>
        {again}
      </Result>
    );
  }
  if (order.type === "withdraw") {
    return (
      <Result tone="pending" title={<Trans>Being processed</Trans>}>
        <p>
          <Trans>The payout is on its way. This page updates by itself.</Trans>
        </p>
      </Result>
    );
  }
  switch (attempt) {
    case "sent":
      return (
        <Result tone="pending" title={<Trans>Payment sent</Trans>}>
          <p>
            <Trans>We are waiting for XWorld to confirm it. This page updates by itself.</Trans>
          </p>
          {check}
        </Result>
      );
    case "cancelled":
      return (
        <Result tone="danger" title={<Trans>Payment cancelled</Trans>}>
          <p>
            <Trans>Nothing was charged. The order is still open: you can pay it below.</Trans>
          </p>
        </Result>
      );
    case "failed":
      return (
        <Result tone="danger" title={<Trans>The payment did not go through</Trans>}>
          <p>
            <Trans>Nothing was charged. Try again below.</Trans>
          </p>
        </Result>
      );
    default:
      return (
        <Result tone="pending" title={<Trans>Waiting for payment</Trans>}>
          <p>
            <Trans>Pay this order in XWorld to add the money to your casino balance.</Trans>
          </p>
        </Result>
      );
  }
}

const TONES = {
  success: "border-success",
  pending: "border-warning",
  danger: "border-danger",
} as const;

function Result({ tone, title, children }: { tone: keyof typeof TONES; title: ReactNode; children: ReactNode }) {
  return (
    <section role="status" className={`flex flex-col items-start gap-8 rounded-16 border-2 bg-surface-raised px-16 py-16 text-14 text-text-muted ${TONES[tone]}`}>
      <h2 className="text-18 font-bold text-text">{title}</h2>
      {children}
    </section>
  );
}
