// An unknown product: says so, with a link to all products. No client code.
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { EmptyState } from "@repo/ui/empty-state";

export function InvestProductNotFound({ locale }: { locale: Locale }) {
  return (
    <EmptyState
      title={<Trans>This product does not exist.</Trans>}
      action={
        <Link href={withLocale("/invest", locale)} className="font-semibold text-link">
          <Trans>See all products</Trans>
        </Link>
      }
    />
  );
}
