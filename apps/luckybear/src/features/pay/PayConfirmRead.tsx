"use client";
// The order read by the browser: for a player the server did not read it for (another login, a login only
// Telegram or the host app knows) or when the server's read failed; nothing for a guest (app start sends
// them to login). Loaded only then (PayConfirmFromBrowser). While the order waits it is read every 5 s.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { useCallback } from "react";
import { orderOutcome } from "../orders/order-status";
import { type Order, useOrder } from "../orders/use-order";
import { CheckAgainButton } from "./CheckAgainButton";
import { OrderMissing } from "./OrderMissing";
import { OrderResult } from "./OrderResult";
import { OrderSummary } from "./OrderSummary";
import { PayPanel } from "./PayPanel";
import { payConfirmHref } from "./pay-paths";
import { useOrderPayment } from "./use-order-payment";

export function PayConfirmRead({ locale, orderId }: { locale: Locale; orderId: string }) {
  return useIsLoggedIn() ? <PlayerOrder locale={locale} orderId={orderId} /> : null;
}

function PlayerOrder({ locale, orderId }: { locale: Locale; orderId: string }) {
  const { t } = useLingui();
  const order = useOrder(orderId, { enabled: true });
  if (order.data === null) return <OrderMissing locale={locale} />;
  if (order.isError && !order.data) return <ErrorState title={t`This order could not load.`} onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  if (!order.data) {
    return (
      <Card>
        <SkeletonText lines={4} />
      </Card>
    );
  }
  return <OrderConfirm locale={locale} order={order.data} refetch={order.refetch} checking={order.isFetching} />;
}

interface OrderConfirmProps {
  locale: Locale;
  order: Order;
  refetch: () => Promise<unknown>;
  checking: boolean;
}

function OrderConfirm({ locale, order, refetch, checking }: OrderConfirmProps) {
  const check = useCallback(() => void refetch(), [refetch]);
  const payment = useOrderPayment(order.order_id, payConfirmHref(locale, order.order_id), check);
  const payable = order.type === "recharge" && orderOutcome(order.status) === "pending";
  return (
    <>
      <OrderSummary locale={locale} order={order} />
      <OrderResult locale={locale} order={order} attempt={payment.attempt} check={<CheckAgainButton onCheck={check} checking={checking} />} />
      {payable ? <PayPanel payment={payment} /> : null}
    </>
  );
}
