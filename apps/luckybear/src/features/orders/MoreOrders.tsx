"use client";
// The orders once the player asked for more: the next pages, 20 at a time, as rows after the server's
// (LaterOrders; use-later-pages).
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import type { Locale } from "@repo/i18n/locales";
import { memo } from "react";
import type { MorePages } from "../paging/paging-state";
import { useLaterPages } from "../paging/use-later-pages";
import { OrderRow, orderKey, type OrdersPage } from "./OrderRow";

/** A row whose order is unchanged (React Query keeps equal data the same object) is not drawn again when a page arrives. */
const LaterRow = memo(OrderRow);

export function MoreOrders({ first, locale, onChange }: { first: OrdersPage; locale: Locale; onChange: (more: MorePages) => void }) {
  const later = useLaterPages({ endpoint: luckyBearMoneyEndpoints.myOrders, input: {}, first, keyOf: orderKey, onChange });
  return later.map((order) => <LaterRow key={order.order_id} order={order} locale={locale} />);
}
