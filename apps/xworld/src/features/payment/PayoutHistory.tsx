"use client";
// The payouts to payment methods (payout_orders), newest first, 20 a page: the "Payouts" tab of /user/orders.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { payEndpoints, type PayoutOrder } from "@repo/api-client/endpoints/pay";
import { type ServerFirstPageOptions, useApiInfiniteQuery } from "@repo/api-client/react";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list";
import Link from "@repo/app-shell/link";
import { formatExact } from "../wallet/format-coin";
import { HISTORY_PAGE_SIZE } from "../wallet/history-paging";
import { PagedHistory } from "../wallet/PagedHistory";
import { StatusBadge } from "../wallet/StatusBadge";
import { EmptyState } from "@repo/ui/empty-state";
import { paymentHref } from "./payment-paths";
import { methodName } from "./use-payment-texts";

/** `server`: the orders page's server read of the first page (`usePlayerFirst(first).firstPage(…)`), if any. */
export function PayoutHistory({ locale, server = {} }: { locale: Locale; server?: ServerFirstPageOptions<ResponseOf<typeof payEndpoints.payoutOrders>> }) {
  const { t } = useLingui();
  const query = useApiInfiniteQuery(payEndpoints.payoutOrders, { page_size: HISTORY_PAGE_SIZE }, server);
  return (
    <PagedHistory
      query={query}
      label={t`Payouts`}
      empty={
        <EmptyState
          title={<Trans>No payouts yet</Trans>}
          description={<Trans>Withdrawals to your bank account or e-wallet will show here.</Trans>}
          action={
            <Link href={paymentHref(locale, "withdrawNew")} className="font-semibold text-primary underline underline-offset-4">
              <Trans>Withdraw to a payment method</Trans>
            </Link>
          }
        />
      }
      renderRow={(order) => <PayoutRow key={order.order_id} order={order} locale={locale} />}
    />
  );
}

function PayoutRow({ order, locale }: { order: PayoutOrder; locale: Locale }) {
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
