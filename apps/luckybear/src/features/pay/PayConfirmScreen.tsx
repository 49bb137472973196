// /luckybear/money/pay-confirm?order_id=: the order, how to pay it where the page runs (the native
// host's xworld pay, or the xworld app's deep link), and its status from my_orders afterwards. A server
// component: the order the server read with the player's login is the page's HTML (OrderSummary and
// OrderResult, no client code; an order they do not have said there), and while it waits the page renders
// again on the server every 5 s (RefreshingEvery). Paying a waiting recharge is a part loaded after
// start (OrderPay; the result and the panel's skeleton drawn by the server until then). ServerPlayerContent
// keeps all this while the session is that player; otherwise the browser reads the order
// (PayConfirmFromBrowser).
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { SkeletonText } from "@repo/ui/skeleton";
import { type Order, PENDING_ORDER_POLL_MS } from "../orders/find-order";
import { orderOutcome } from "../orders/order-status";
import type { PayConfirmFirst } from "./load-pay-confirm";
import { OrderMissing } from "./OrderMissing";
import { OrderResult } from "./OrderResult";
import { OrderSummary } from "./OrderSummary";
import { OrderPayPart, PayConfirmFromBrowser } from "./PayConfirmParts";
import { PayPanelSkeleton } from "./PayPanelSkeleton";
import { moneyHref } from "./pay-paths";
import { RefreshingEvery } from "@repo/app-shell/refreshing-every";
import { HeadingRow } from "@repo/ui/heading-row";

export interface PayConfirmScreenProps {
  locale: Locale;
  orderId: string | null;
  /** The order as the server read it with the player's login cookies (none for a guest; data null when the read failed). */
  first?: PlayerFirst<PayConfirmFirst | null> | null;
}

export function PayConfirmScreen({ locale, orderId, first }: PayConfirmScreenProps) {
  const read = first?.data;
  let content;
  if (orderId === null) content = <OrderMissing locale={locale} />;
  else {
    const fromBrowser = (
      <PayConfirmFromBrowser
        locale={locale}
        orderId={orderId}
        placeholder={
          first ? (
            <Card>
              <SkeletonText lines={4} />
            </Card>
          ) : null
        }
      />
    );
    content =
      first && read ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          {read.order ? <OrderView locale={locale} order={read.order} /> : <OrderMissing locale={locale} />}
        </ServerPlayerContent>
      ) : (
        fromBrowser
      );
  }
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <HeadingRow
        action={
          <Link href={moneyHref(locale)} className="text-14 font-semibold text-link">
            <Trans>My wallet</Trans>
          </Link>
        }
      >
        <h1 className="text-24 font-bold text-text">
          <Trans>Confirm payment</Trans>
        </h1>
      </HeadingRow>
      {content}
    </div>
  );
}

function OrderView({ locale, order }: { locale: Locale; order: Order }) {
  const pending = orderOutcome(order.status) === "pending";
  const payable = order.type === "recharge" && pending;
  const result = <OrderResult locale={locale} order={order} attempt="idle" />;
  return (
    <>
      <OrderSummary locale={locale} order={order} />
      {pending ? <RefreshingEvery ms={PENDING_ORDER_POLL_MS} /> : null}
      {payable ? (
        <OrderPayPart
          locale={locale}
          order={order}
          placeholder={
            <>
              {result}
              <PayPanelSkeleton />
            </>
          }
        />
      ) : (
        result
      )}
    </>
  );
}
