// A listing the address names that does not exist: said in the page, with the way back to the market.
import { Trans, useLingui } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { ErrorState } from "@repo/ui/error-state";
import { marketPath } from "./market-query";

export function ListingMissing({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  return (
    <ErrorState
      title={t`This listing does not exist.`}
      description={
        <Link href={withLocale(marketPath({}), locale)} className="font-semibold text-link">
          <Trans>Browse the market</Trans>
        </Link>
      }
    />
  );
}
