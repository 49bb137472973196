"use client";
// OrdersRead as a part of its own: its code (React Query's paged reads, the sign-in prompt, the error
// states) loads only when the page has no server read for this render's player; meanwhile `loading` (the
// server's skeleton, so its code is not the route's).
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { OrderTab } from "./wallet-paths";

interface OrdersFromBrowserProps {
  locale: Locale;
  tab: OrderTab;
  loading: ReactNode;
}

export const OrdersFromBrowser = lazyPart<OrdersFromBrowserProps>(
  () => import("./OrdersRead").then(({ OrdersRead }) => OrdersRead),
  ({ loading }) => loading,
);
