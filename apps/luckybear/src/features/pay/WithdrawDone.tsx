"use client";
// After a withdrawal was accepted: the pending order and where to follow it.
import { Trans } from "@lingui/react/macro";
import { formatMoney } from "@repo/i18n/currency";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import Link from "@repo/app-shell/link";
import { OrderStatusBadge } from "../orders/OrderStatusBadge";
import { moneyHref } from "./pay-paths";

export interface WithdrawDoneProps {
  locale: Locale;
  currency: string;
  withdrawal: { order_id: string; status: string; amount: string; account: string };
  onAnother: () => void;
}

export function WithdrawDone({ locale, currency, withdrawal, onAnother }: WithdrawDoneProps) {
  const amount = formatMoney(withdrawal.amount, { locale, currency, compact: false });
  const orderId = withdrawal.order_id;
  const { account } = withdrawal;
  return (
    <Card>
      <div role="status" className="flex flex-col gap-8">
        <h2 className="text-20 font-bold text-text">
          <Trans>Withdrawal requested</Trans>
        </h2>
        <p className="text-15 text-text">
          <Trans>
            {amount} to {account}
          </Trans>
        </p>
        <p className="flex items-center gap-8 text-13 text-text-muted">
          <Trans>Order {orderId}</Trans>
          <OrderStatusBadge type="withdraw" status={withdrawal.status} />
        </p>
        <p className="text-13 text-text-muted">
          <Trans>We send the money once the payout is processed. Follow it in your order history.</Trans>
        </p>
      </div>
      <div className="mt-16 flex flex-col gap-8">
        <Link href={`${moneyHref(locale)}#orders`} className="flex min-h-48 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast">
          <Trans>See my orders</Trans>
        </Link>
        <Button variant="ghost" block onClick={onAnother}>
          <Trans>Make another withdrawal</Trans>
        </Button>
      </div>
    </Card>
  );
}
