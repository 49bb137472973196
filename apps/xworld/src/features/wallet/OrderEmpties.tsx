// The empty states of the order histories, the same on the server's page and in the browser's lists.
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state/EmptyState";
import { paymentHref } from "../payment/payment-paths";

export function TransfersEmpty() {
  return <EmptyState title={<Trans>No transfers yet</Trans>} description={<Trans>Withdrawals and on-chain sends will show here.</Trans>} />;
}

export function LedgerEmpty() {
  return <EmptyState title={<Trans>No records yet</Trans>} description={<Trans>Every change of your balances will show here.</Trans>} />;
}

export function OnchainEmpty() {
  return <EmptyState title={<Trans>No on-chain transactions yet</Trans>} description={<Trans>Coins that reach or leave your addresses will show here.</Trans>} />;
}

export function PayoutsEmpty({ locale }: { locale: Locale }) {
  return (
    <EmptyState
      title={<Trans>No payouts yet</Trans>}
      description={<Trans>Withdrawals to your bank account or e-wallet will show here.</Trans>}
      action={
        <Link href={paymentHref(locale, "withdrawNew")} className="font-semibold text-primary underline underline-offset-4">
          <Trans>Withdraw to a payment method</Trans>
        </Link>
      }
    />
  );
}
