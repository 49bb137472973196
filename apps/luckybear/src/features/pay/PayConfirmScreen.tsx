"use client";
// /luckybear/money/pay-confirm?order_id=: the order, how to pay it where the page runs (the native
// host's xworld pay, or the xworld app's deep link), and its status from my_orders afterwards.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import Link from "@repo/app-shell/link";
import { useCallback } from "react";
import { orderOutcome } from "../orders/order-status";
import { type Order, useOrder } from "../orders/use-order";
import { OrderResult } from "./OrderResult";
import { OrderSummary } from "./OrderSummary";
import { PayPanel } from "./PayPanel";
import { moneyHref, payConfirmHref } from "./pay-paths";
import { useOrderPayment } from "./use-order-payment";

export function PayConfirmScreen({ locale, orderId }: { locale: Locale; orderId: string | null }) {
  const { t } = useLingui();
  const loggedIn = useIsLoggedIn();
  const order = useOrder(orderId, { enabled: loggedIn });
  if (!loggedIn) return null;

  let content;
  if (orderId === null || order.data === null) {
    content = (
      <EmptyState
        title={<Trans>We could not find this order.</Trans>}
        description={<Trans>It may belong to another account, or the link is incomplete.</Trans>}
        action={
          <Link href={moneyHref(locale)} className="text-15 font-semibold text-link">
            <Trans>Go to my wallet</Trans>
          </Link>
        }
      />
    );
  } else if (order.isError && !order.data) {
    content = <ErrorState title={t`This order could not load.`} onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  } else if (!order.data) {
    content = (
      <Card>
        <SkeletonText lines={4} />
      </Card>
    );
  } else {
    content = <OrderConfirm locale={locale} order={order.data} refetch={order.refetch} checking={order.isFetching} />;
  }

  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <div className="flex items-center justify-between gap-12">
        <h1 className="text-24 font-bold text-text">
          <Trans>Confirm payment</Trans>
        </h1>
        <Link href={moneyHref(locale)} className="shrink-0 whitespace-nowrap text-14 font-semibold text-link">
          <Trans>My wallet</Trans>
        </Link>
      </div>
      {content}
    </div>
  );
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
  const outcome = orderOutcome(order.status);
  const payable = order.type === "recharge" && outcome === "pending";
  return (
    <>
      <OrderSummary locale={locale} order={order} />
      <OrderResult locale={locale} order={order} attempt={payment.attempt} onCheck={check} checking={checking} />
      {payable ? <PayPanel payment={payment} /> : null}
    </>
  );
}
