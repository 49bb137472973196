"use client";
// The player's recharge and withdrawal orders (my_orders), newest first, 20 a page. A recharge opens
// its confirm page (its status, and paying it while it waits).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { type ServerFirstPageOptions, useApiInfiniteQuery } from "@repo/api-client/react";
import { DEFAULT_PAGE_SIZE } from "@repo/api-client/schemas/common";
import { formatMoney } from "@repo/i18n/currency";
import { formatDateTime, fromUnix } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { List, ListItem } from "@repo/ui/list";
import { useRouter } from "next/navigation";
import { payConfirmHref } from "../pay/pay-paths";
import { OrderStatusBadge } from "./OrderStatusBadge";

type Order = ResponseOf<typeof luckyBearMoneyEndpoints.myOrders>["list"][number];

/** `server`: the money page's server read of the first page (`usePlayerFirst(first).firstPage(…)`), if any. */
export function OrderHistory({ locale, server = {} }: { locale: Locale; server?: ServerFirstPageOptions<ResponseOf<typeof luckyBearMoneyEndpoints.myOrders>> }) {
  const { t } = useLingui();
  const orders = useApiInfiniteQuery(luckyBearMoneyEndpoints.myOrders, { page_size: DEFAULT_PAGE_SIZE }, server);
  const list = orders.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <Card title={t`My orders`} flush>
      <div id="orders" className="pb-8">
        {orders.isError && !orders.data ? (
          <ErrorState title={t`Your orders could not load.`} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
        ) : (
          <List
            label={t`My orders`}
            loading={orders.isPending}
            loadingRows={2}
            empty={<EmptyState title={<Trans>No orders yet</Trans>} description={<Trans>Your recharges and withdrawals will show here.</Trans>} />}
          >
            {list.map((order) => (
              <OrderRow key={order.order_id} order={order} locale={locale} />
            ))}
          </List>
        )}
        {orders.hasNextPage ? (
          <div className="px-16 pt-8">
            <Button variant="secondary" block loading={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
              <Trans>Show more orders</Trans>
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

function OrderRow({ order, locale }: { order: Order; locale: Locale }) {
  const router = useRouter();
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
      {...(isRecharge ? { onSelect: () => router.push(payConfirmHref(locale, order.order_id)), chevron: true } : {})}
    />
  );
}
