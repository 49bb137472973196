// The player's orders on the server-rendered money page: the server's first page as rows with no client
// code; "Show more orders" (PagingFooter) loads the pager on its first tap (LaterOrders), which adds the
// next pages' rows after the server's.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { List } from "@repo/ui/list";
import { PagingFooter } from "../paging/PagingFooter";
import { hasPageAfter } from "../paging/paging-state";
import { ServerPaging } from "../paging/ServerPaging";
import { LaterOrders } from "./LaterOrders";
import { OrderRow, type OrdersPage } from "./OrderRow";
import { OrdersCard, OrdersEmpty } from "./OrdersCard";

export function OrdersFirstPage({ first, locale }: { first: OrdersPage; locale: Locale }) {
  const { t } = useLingui();
  return (
    <OrdersCard>
      <ServerPaging>
        <List label={t`My orders`} empty={<OrdersEmpty />}>
          {first.list.length > 0 ? [...first.list.map((order) => <OrderRow key={order.order_id} order={order} locale={locale} />), <LaterOrders key="later" first={first} locale={locale} />] : null}
        </List>
        <PagingFooter firstHasMore={hasPageAfter(first)} label={<Trans>Show more orders</Trans>} className="px-16 pt-8" />
      </ServerPaging>
    </OrdersCard>
  );
}
