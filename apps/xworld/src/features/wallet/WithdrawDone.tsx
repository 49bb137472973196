"use client";
// After a withdrawal: the order, its fee and what arrives where, its place in the history; or, when
// sending on to another address failed, where the coins are and a way to try again.
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { ResultCard } from "@repo/ui/result-card";
import { SummaryList } from "@repo/ui/summary-list";
import Link from "@repo/app-shell/link";
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
    <ResultCard
      tone={failed ? "warning" : "success"}
      title={failed ? <Trans>Withdrawal half done</Trans> : <Trans>Withdrawal sent</Trans>}
      subtitle={
        <>
          <Trans>Order {orderId}</Trans>
          <StatusBadge status={order.status} />
        </>
      }
      actions={
        <>
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
        </>
      }
    >
      <SummaryList
        rows={[
          { label: <Trans>Amount</Trans>, value: <span className="font-semibold">{`${amount} ${coin}`}</span> },
          { label: <Trans>Network fee</Trans>, value: `${fee} ${coin}`, testId: "withdraw-done-fee" },
          { label: <Trans>Arrives</Trans>, value: <span className="font-semibold">{`${received} ${coin}`}</span> },
          {
            label: <Trans>To</Trans>,
            value: (
              <span className="break-all font-mono text-12">
                <Trans>
                  {destination} on {chainName}
                </Trans>
              </span>
            ),
          },
        ]}
      />
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
    </ResultCard>
  );
}
