// One order: recharge or withdrawal, amount, id and time, and its status; a recharge is a link to its
// confirm page (its status, and paying it while it waits). No client code of its own.
import { Trans } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { formatMoney } from "@repo/i18n/currency";
import { formatDateTime, fromUnix } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list";
import { payConfirmHref } from "../pay/pay-paths";
import { OrderStatusBadge } from "./OrderStatusBadge";

export type OrdersPage = ResponseOf<typeof luckyBearMoneyEndpoints.myOrders>;
export type Order = OrdersPage["list"][number];

export function OrderRow({ order, locale }: { order: Order; locale: Locale }) {
  const amount = formatMoney(order.amount, { locale, currency: order.currency, compact: false });
  const when = formatDateTime(fromUnix(order.created_at), { locale });
  const orderId = order.order_id;
  const isRecharge = order.type === "recharge";
  return (
    <ListItem
      title={isRecharge ? <Trans>Recharge {amount}</Trans> : <Trans>Withdrawal {amount}</Trans>}
      subtitle={
        <Trans>
          {orderId} · {when}
        </Trans>
      }
      trailing={<OrderStatusBadge type={order.type} status={order.status} />}
      {...(isRecharge ? { href: payConfirmHref(locale, order.order_id), chevron: true } : {})}
    />
  );
}
