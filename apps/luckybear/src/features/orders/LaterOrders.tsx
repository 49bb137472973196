"use client";
// The orders after the server's first page, in the same list, once the player asked for more.
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { useServerPaging } from "../paging/ServerPaging";
import type { OrdersPage } from "./OrderRow";

const MoreOrders = lazyPart(() => import("./MoreOrders").then(({ MoreOrders }) => MoreOrders), null);

export function LaterOrders({ first, locale }: { first: OrdersPage; locale: Locale }) {
  const { asked, report } = useServerPaging();
  return asked ? <MoreOrders first={first} locale={locale} onChange={report} /> : null;
}
