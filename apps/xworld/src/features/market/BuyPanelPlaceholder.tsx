// The buy panel as it first shows, drawn by the server until its code has loaded (BuyPart): the price,
// the fee and the total, and a block of the Buy button's size.
import { Trans } from "@lingui/react/macro";
import type { Listing } from "@repo/api-client/schemas/market";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card/Card";
import { Skeleton } from "@repo/ui/skeleton";
import { SummaryList } from "@repo/ui/summary-list";
import { formatExact } from "../wallet/format-coin";

export function BuyPanelPlaceholder({ locale, listing }: { locale: Locale; listing: Listing }) {
  const money = (value: string) => `${formatExact(value, locale)} ${listing.coin_name}`;
  return (
    <Card>
      <div className="flex flex-col gap-12" aria-busy="true">
        <SummaryList
          rows={[
            { id: "price", label: <Trans>Price</Trans>, value: money(listing.price), testId: "listing-price" },
            { id: "fee", label: <Trans>Market fee</Trans>, value: money(listing.fee), testId: "listing-fee" },
            { id: "total", label: <Trans>You pay</Trans>, value: money(listing.total), emphasis: true, testId: "listing-total" },
          ]}
        />
        <Skeleton height={52} className="rounded-16" />
      </div>
    </Card>
  );
}
