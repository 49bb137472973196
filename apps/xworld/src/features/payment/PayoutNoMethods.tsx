// A payout page for a player with no payment method yet: a way to add one (no client code).
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { paymentHref, type PayoutFlow } from "./payment-paths";

export function PayoutNoMethods({ locale, flow }: { locale: Locale; flow: PayoutFlow }) {
  return (
    <Card>
      <EmptyState
        title={<Trans>Add a payment method first</Trans>}
        description={<Trans>Withdrawals are paid to one of your bank accounts or e-wallets.</Trans>}
        action={
          <Link href={paymentHref(locale, "methods", { back: flow })} className="font-semibold text-primary underline underline-offset-4">
            <Trans>Add a payment method</Trans>
          </Link>
        }
      />
    </Card>
  );
}
