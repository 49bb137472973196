import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { NotFoundWithLink } from "@/features/navigation/NotFoundWithLink";

/** An unknown product, with the way to all of them. */
export function InvestProductNotFound({ locale }: { locale: Locale }) {
  return <NotFoundWithLink locale={locale} title={<Trans>This product does not exist.</Trans>} listPath="/invest" listLabel={<Trans>See all products</Trans>} />;
}
