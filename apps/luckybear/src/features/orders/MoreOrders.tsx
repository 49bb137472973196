"use client";
// The orders' pager: the pages after the server's first, 20 at a time, as rows after its rows.
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import type { PagerReport } from "@repo/app-shell/paging/later-pages";
import { useMorePages } from "@repo/app-shell/paging/use-more-pages";
import type { Locale } from "@repo/i18n/locales";
import { memo } from "react";
import { OrderRow, type OrdersPage } from "./OrderRow";

/** A row whose order is unchanged (React Query keeps equal data the same object) is not drawn again when a page arrives. */
const LaterRow = memo(OrderRow);

export function MoreOrders({ first, locale, onChange }: { first: OrdersPage; locale: Locale } & PagerReport) {
  const later = useMorePages(luckyBearMoneyEndpoints.myOrders, { page_size: first.page_size }, { first, idKey: "order_id", onChange });
  return later.map((order) => <LaterRow key={order.order_id} order={order} locale={locale} />);
}
