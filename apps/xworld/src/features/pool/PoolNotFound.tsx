import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { NotFoundWithLink } from "@/features/navigation/NotFoundWithLink";

/** An unknown pool, with the way to all of them. */
export function PoolNotFound({ locale }: { locale: Locale }) {
  return <NotFoundWithLink locale={locale} title={<Trans>This pool does not exist.</Trans>} listPath="/pool" listLabel={<Trans>See all pools</Trans>} />;
}
