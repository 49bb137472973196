"use client";
// Paying a waiting recharge on the server-rendered confirm page, a part loaded after start (OrderPayPart):
// the result with what the last attempt did, and how to pay where the page runs (PayPanel). After an
// attempt, when the player comes back from the xworld app and on "Check again", the page renders again on
// the server, which reads the order again.
import type { Locale } from "@repo/i18n/locales";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import type { Order } from "../orders/find-order";
import { CheckAgainButton } from "./CheckAgainButton";
import { OrderResult } from "./OrderResult";
import { PayPanel } from "./PayPanel";
import { payConfirmHref } from "./pay-paths";
import { useOrderPayment } from "./use-order-payment";

export interface OrderPayProps {
  locale: Locale;
  order: Order;
}

export function OrderPay({ locale, order }: OrderPayProps) {
  const { renderAgain, rendering } = useRenderAgain();
  const payment = useOrderPayment(order.order_id, payConfirmHref(locale, order.order_id), renderAgain);
  return (
    <>
      <OrderResult locale={locale} order={order} attempt={payment.attempt} check={<CheckAgainButton onCheck={renderAgain} checking={rendering} />} />
      <PayPanel payment={payment} />
    </>
  );
}
