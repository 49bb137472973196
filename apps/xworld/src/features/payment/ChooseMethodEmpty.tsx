// The method choice for a player with no payment method yet: a way to add one (no client code).
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state";
import { paymentHref, type PayoutFlow } from "./payment-paths";

export function ChooseMethodEmpty({ locale, back }: { locale: Locale; back: PayoutFlow }) {
  return (
    <EmptyState
      title={<Trans>No payment methods yet</Trans>}
      description={<Trans>Add a bank account or an e-wallet to withdraw to.</Trans>}
      action={
        <Link href={paymentHref(locale, "methods", { back })} className="font-semibold text-primary underline underline-offset-4">
          <Trans>Add a payment method</Trans>
        </Link>
      }
    />
  );
}
