// The player's orders on the server-rendered money page: the server's first page as rows with no client
// code, in the app shell's ServerPagedList; "Show more orders" loads the pager on its first tap
// (LaterOrders), which adds the next pages' rows after the server's.
import { Trans, useLingui } from "@lingui/react/macro";
import { ServerPagedList } from "@repo/app-shell/paging/server-paged-list";
import type { Locale } from "@repo/i18n/locales";
import { LaterOrders } from "./LaterOrders";
import { OrderRow, type OrdersPage } from "./OrderRow";
import { OrdersCard, OrdersEmpty } from "./OrdersCard";

export function OrdersFirstPage({ first, locale }: { first: OrdersPage; locale: Locale }) {
  const { t } = useLingui();
  return (
    <OrdersCard>
      <ServerPagedList first={first} label={t`My orders`} empty={<OrdersEmpty />} later={<LaterOrders first={first} locale={locale} />} moreLabel={<Trans>Show more orders</Trans>}>
        {first.list.map((order) => (
          <OrderRow key={order.order_id} order={order} locale={locale} />
        ))}
      </ServerPagedList>
    </OrdersCard>
  );
}
