// An item on sale leads to its listing instead of the owner's actions. No client code of its own.
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { marketDetailPath } from "../market/market-query";

export function ItemListingLink({ locale, listingId }: { locale: Locale; listingId: number }) {
  return (
    <Link href={withLocale(marketDetailPath(listingId), locale)} className="flex min-h-48 items-center justify-center rounded-16 bg-surface-raised px-20 text-15 font-semibold text-text shadow-card">
      <Trans>On sale: see the listing</Trans>
    </Link>
  );
}
