// An unknown pool: says so, with a link to all pools. No client code.
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { EmptyState } from "@repo/ui/empty-state";

export function PoolNotFound({ locale }: { locale: Locale }) {
  return (
    <EmptyState
      title={<Trans>This pool does not exist.</Trans>}
      action={
        <Link href={withLocale("/pool", locale)} className="font-semibold text-link">
          <Trans>See all pools</Trans>
        </Link>
      }
    />
  );
}
