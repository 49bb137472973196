"use client";
// The browser's parts of the confirm page, each loaded only when it renders: paying a waiting recharge,
// after start, and the whole read when the page has no server read for this render's player. Until a part
// has loaded, `placeholder` shows, drawn by the server (so its code is not in the route's first load).
import type { Locale } from "@repo/i18n/locales";
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { OrderPayProps } from "./OrderPay";

export const OrderPayPart = placeheldPart<OrderPayProps>(() => import("./OrderPay").then(({ OrderPay }) => OrderPay));

export const PayConfirmFromBrowser = placeheldPart<{ locale: Locale; orderId: string }>(() => import("./PayConfirmRead").then(({ PayConfirmRead }) => PayConfirmRead));
