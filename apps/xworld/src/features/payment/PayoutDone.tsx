"use client";
// After a payout: the order as the server booked it (amount, fee, what the method receives, its status)
// and its place in /user/orders.
import { Trans } from "@lingui/react/macro";
import type { PayoutOrder } from "@repo/api-client/endpoints/pay";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { ResultCard } from "@repo/ui/result-card";
import { SummaryList } from "@repo/ui/summary-list";
import Link from "@repo/app-shell/link";
import { formatExact } from "../wallet/format-coin";
import { StatusBadge } from "../wallet/StatusBadge";
import { walletHref } from "../wallet/wallet-paths";
import { methodName } from "./use-payment-texts";

export function PayoutDone({ locale, order, onAnother }: { locale: Locale; order: PayoutOrder; onAnother: () => void }) {
  const coin = order.coin_name;
  const amount = formatExact(order.amount, locale);
  const fee = formatExact(order.fee, locale);
  const received = formatExact(order.amount_received, locale);
  const orderId = order.order_id;
  return (
    <ResultCard
      title={<Trans>Withdrawal on its way</Trans>}
      subtitle={
        <>
          <Trans>Order {orderId}</Trans>
          <StatusBadge status={order.status} />
        </>
      }
      actions={
        <>
          <Link
            href={walletHref(locale, "orders", { tab: "payouts" })}
            className="flex min-h-48 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast"
          >
            <Trans>See it in my orders</Trans>
          </Link>
          <Button variant="ghost" block onClick={onAnother}>
            <Trans>Make another withdrawal</Trans>
          </Button>
        </>
      }
    >
      <SummaryList
        rows={[
          { label: <Trans>Amount</Trans>, value: `${amount} ${coin}`, testId: "payout-amount" },
          { label: <Trans>Fee</Trans>, value: `${fee} ${coin}` },
          { label: <Trans>Paid to</Trans>, value: methodName(order.method) },
          { label: <Trans>You receive</Trans>, value: `${received} ${coin}`, emphasis: true, testId: "payout-received" },
        ]}
      />
    </ResultCard>
  );
}
