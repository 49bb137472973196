// A listing's page frame: the item's name as its heading once the listing is read ("Listing" before), and
// Back to the market's tab of its kind.
import { Trans } from "@lingui/react/macro";
import type { Listing } from "@repo/api-client/schemas/market";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import { marketPath } from "./market-query";

export function ListingFrame({ locale, listing, children }: { locale: Locale; listing: Listing | null; children: ReactNode }) {
  return (
    <PageFrame locale={locale} back={marketPath({ tab: listing?.item.kind ?? "nft" })} heading={listing?.item.name ?? <Trans>Listing</Trans>}>
      {children}
    </PageFrame>
  );
}
