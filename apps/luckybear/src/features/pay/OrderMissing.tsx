// The confirm page for an order the player does not have (or a link with no order id).
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state";
import { moneyHref } from "./pay-paths";

export function OrderMissing({ locale }: { locale: Locale }) {
  return (
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
}
