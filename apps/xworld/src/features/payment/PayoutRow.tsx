// One payout to a payment method. No client code: the server renders the first page's rows on
// /user/orders, the browser the later ones.
import { Trans } from "@lingui/react/macro";
import type { PayoutOrder } from "@repo/api-client/endpoints/pay";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list/List";
import { formatExact } from "../wallet/format-coin";
import { StatusBadge } from "../wallet/StatusBadge";
import { methodName } from "./method-name";

export function PayoutRow({ order, locale }: { order: PayoutOrder; locale: Locale }) {
  const amount = formatExact(order.amount, locale);
  const coin = order.coin_name;
  const to = methodName(order.method);
  const when = formatDateTime(order.time, { locale });
  const orderId = order.order_id;
  return (
    <ListItem
      title={<Trans>To {to}</Trans>}
      subtitle={
        <Trans>
          {orderId} · {when}
        </Trans>
      }
      trailing={
        <span className="flex flex-col items-end gap-4">
          <span className="font-semibold tabular-nums">
            <Trans>
              -{amount} {coin}
            </Trans>
          </span>
          <StatusBadge status={order.status} />
        </span>
      }
    />
  );
}
