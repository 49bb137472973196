"use client";
// After an exchange was booked: what left and what arrived (the server's amounts), and the two
// balances as they are now (the caller's: read again after the exchange; skeletons until then).
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { Skeleton } from "@repo/ui/skeleton";
import Link from "@repo/app-shell/link";
import { formatBalance, formatExact } from "./format-coin";
import type { AssetRow } from "./use-wallet-data";
import { walletHref } from "./wallet-paths";

export interface Exchange {
  order_id: string;
  from_coin: string;
  to_coin: string;
  from_amount: string;
  to_amount: string;
}

export interface ExchangeDoneProps {
  locale: Locale;
  exchange: Exchange;
  /** The balances read after the exchange; undefined while they are read again. */
  balances: readonly AssetRow[] | undefined;
  onAgain: () => void;
}

export function ExchangeDone({ locale, exchange, balances, onAgain }: ExchangeDoneProps) {
  const spent = formatExact(exchange.from_amount, locale);
  const received = formatExact(exchange.to_amount, locale);
  const { from_coin: from, to_coin: to, order_id: orderId } = exchange;
  const balanceOf = (coin: string) => {
    const row = balances?.find((asset) => asset.coin_name === coin);
    return row ? formatBalance(row.offchain, locale) : null;
  };
  const fromBalance = balanceOf(from);
  const toBalance = balanceOf(to);
  return (
    <Card>
      <div role="status" className="flex flex-col gap-8">
        <h2 className="text-20 font-bold text-text">
          <Trans>Exchange complete</Trans>
        </h2>
        <p className="text-16 font-semibold tabular-nums text-text" data-testid="exchange-result">
          <Trans>
            {spent} {from} → {received} {to}
          </Trans>
        </p>
        <p className="text-13 text-text-muted">
          <Trans>Order {orderId}</Trans>
        </p>
      </div>
      <dl className="mt-12 grid grid-cols-2 gap-8 rounded-12 bg-surface-sunken px-12 py-12 text-14">
        <dt className="text-text-muted">
          <Trans>{from} balance</Trans>
        </dt>
        <dd className="text-right font-semibold tabular-nums">{fromBalance ?? <Skeleton width={64} />}</dd>
        <dt className="text-text-muted">
          <Trans>{to} balance</Trans>
        </dt>
        <dd className="text-right font-semibold tabular-nums">{toBalance ?? <Skeleton width={64} />}</dd>
      </dl>
      <div className="mt-16 flex flex-col gap-8">
        <Link href={walletHref(locale, "wallet")} className="flex min-h-48 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast">
          <Trans>Back to my wallet</Trans>
        </Link>
        <Button variant="ghost" block onClick={onAgain}>
          <Trans>Make another exchange</Trans>
        </Button>
      </div>
    </Card>
  );
}
