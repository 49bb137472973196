"use client";
// The player's recharge and withdrawal orders (my_orders) read by the browser, newest first, 20 a page:
// the money page's read for a player the server did not read for (MoneyRead). The server-rendered page
// has OrdersFirstPage instead.
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import { DEFAULT_PAGE_SIZE } from "@repo/api-client/schemas/common";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { OrderRow } from "./OrderRow";
import { OrdersCard, OrdersEmpty } from "./OrdersCard";

export function OrderHistory({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const orders = useApiInfiniteQuery(luckyBearMoneyEndpoints.myOrders, { page_size: DEFAULT_PAGE_SIZE });
  const list = orders.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <OrdersCard>
      {orders.isError && !orders.data ? (
        <ErrorState title={t`Your orders could not load.`} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : (
        <List label={t`My orders`} loading={orders.isPending} loadingRows={2} empty={<OrdersEmpty />}>
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
    </OrdersCard>
  );
}
