"use client";
// The browser's parts of the confirm page, each loaded only when it renders: paying a waiting recharge,
// after start, and the whole read when the page has no server read for this render's player. Until a part
// has loaded, `placeholder` shows, drawn by the server (so its code is not in the route's first load).
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { OrderPayProps } from "./OrderPay";

type Placeheld<P> = P & { placeholder: ReactNode };
const drawn = ({ placeholder }: { placeholder: ReactNode }) => placeholder;

export const OrderPayPart = lazyPart<Placeheld<OrderPayProps>>(() => import("./OrderPay").then(({ OrderPay }) => OrderPay), drawn);

export const PayConfirmFromBrowser = lazyPart<Placeheld<{ locale: Locale; orderId: string }>>(
  () => import("./PayConfirmRead").then(({ PayConfirmRead }) => PayConfirmRead),
  drawn,
);
