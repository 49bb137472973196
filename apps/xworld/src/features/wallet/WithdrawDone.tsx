"use client";
// After a withdrawal: the order, its fee and what arrives where, its place in the history; or, when
// sending on to another address failed, where the coins are and a way to try again.
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import Link from "next/link";
import { useState } from "react";
import { formatExact } from "./format-coin";
import { StatusBadge } from "./StatusBadge";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import type { WithdrawOutcome } from "./use-withdrawal";
import { useWalletErrorText } from "./use-wallet-error-text";
import { walletHref } from "./wallet-paths";

export interface WithdrawDoneProps {
  locale: Locale;
  outcome: WithdrawOutcome;
  chainName: string;
  /** Tries the send to the other address again. */
  onForward: () => Promise<void>;
  onAnother: () => void;
}

export function WithdrawDone({ locale, outcome, chainName, onForward, onAnother }: WithdrawDoneProps) {
  const errorText = useWalletErrorText();
  const guard = useSingleSubmit();
  const [retrying, setRetrying] = useState(false);
  const { request, order } = outcome;
  const coin = request.coin;
  const amount = formatExact(request.amount, locale);
  const fee = formatExact(order.fee, locale);
  const received = formatExact(order.amount_received, locale);
  const orderId = order.order_id;
  const destination = request.otherAddress ?? request.ownAddress;
  const own = request.ownAddress;
  const failed = outcome.kind === "forward_failed";
  const reason = failed ? errorText(outcome.error) : "";

  const retry = () => {
    if (!guard.begin()) return;
    setRetrying(true);
    void onForward().finally(() => {
      guard.end();
      setRetrying(false);
    });
  };

  return (
    <Card>
      <div role="status" className="flex flex-col gap-8">
        <h2 className="text-20 font-bold text-text">{failed ? <Trans>Withdrawal half done</Trans> : <Trans>Withdrawal sent</Trans>}</h2>
        <p className="flex flex-wrap items-center gap-8 text-13 text-text-muted">
          <Trans>Order {orderId}</Trans>
          <StatusBadge status={order.status} />
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-12 gap-y-6 rounded-12 bg-surface-sunken px-12 py-12 text-14">
          <dt className="text-text-muted">
            <Trans>Amount</Trans>
          </dt>
          <dd className="text-right font-semibold tabular-nums">
            {`${amount} ${coin}`}
          </dd>
          <dt className="text-text-muted">
            <Trans>Network fee</Trans>
          </dt>
          <dd className="text-right tabular-nums" data-testid="withdraw-done-fee">
            {`${fee} ${coin}`}
          </dd>
          <dt className="text-text-muted">
            <Trans>Arrives</Trans>
          </dt>
          <dd className="text-right font-semibold tabular-nums">
            {`${received} ${coin}`}
          </dd>
          <dt className="text-text-muted">
            <Trans>To</Trans>
          </dt>
          <dd className="break-all text-right font-mono text-12">
            <Trans>
              {destination} on {chainName}
            </Trans>
          </dd>
        </dl>
        {failed ? (
          <p role="alert" className="text-14 text-warning">
            <Trans>
              {received} {coin} reached your own address {own}, but sending it on failed: {reason} The coins are safe there; try again.
            </Trans>
          </p>
        ) : (
          <p className="text-13 text-text-muted">
            <Trans>It is listed first in your transfers.</Trans>
          </p>
        )}
      </div>
      <div className="mt-16 flex flex-col gap-8">
        {failed ? (
          <Button block loading={retrying} onClick={retry}>
            <Trans>Try sending again</Trans>
          </Button>
        ) : null}
        <Link
          href={walletHref(locale, "orders")}
          className="flex min-h-48 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast"
        >
          <Trans>See it in my orders</Trans>
        </Link>
        <Button variant="ghost" block onClick={onAnother}>
          <Trans>Make another withdrawal</Trans>
        </Button>
      </div>
    </Card>
  );
}
