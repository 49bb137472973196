// The order as a receipt: what, how much (and in USDT), when, its id and status.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatMoney } from "@repo/i18n/currency";
import { formatDateTime, fromUnix } from "@repo/i18n/dates";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import type { ReactNode } from "react";
import { OrderStatusBadge } from "../orders/OrderStatusBadge";
import type { Order } from "../orders/use-order";

export function OrderSummary({ locale, order }: { locale: Locale; order: Order }) {
  const { t } = useLingui();
  const amount = formatMoney(order.amount, { locale, currency: order.currency, compact: false });
  const usdt = formatAmount(order.usdt_amount, { locale });
  return (
    <Card title={order.type === "recharge" ? t`Recharge order` : t`Withdrawal order`}>
      <p className="text-32 font-bold tabular-nums text-text">{amount}</p>
      <p className="text-13 text-text-muted">
        <Trans>≈ {usdt} USDT</Trans>
      </p>
      <dl className="mt-16 grid grid-cols-[auto_1fr] gap-x-16 gap-y-8 text-14">
        <Row label={<Trans>Status</Trans>}>
          <OrderStatusBadge type={order.type} status={order.status} />
        </Row>
        <Row label={<Trans>Order number</Trans>}>
          <span className="font-mono">{order.order_id}</span>
        </Row>
        <Row label={<Trans>Created</Trans>}>{formatDateTime(fromUnix(order.created_at), { locale })}</Row>
      </dl>
    </Card>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className="text-text-muted">{label}</dt>
      <dd className="m-0 text-right text-text">{children}</dd>
    </>
  );
}
