"use client";
// The player's holdings in short (how many, how many are due) with a link to them, for a player only.
// The browser reads them (the page's server read is public); a part of its own, loaded after the page
// starts (InvestFromBrowser), so the route's first load carries no React Query observer.
import { Trans } from "@lingui/react/macro";
import { investEndpoints } from "@repo/api-client/endpoints/invest";
import { useApiQuery } from "@repo/api-client/react";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Skeleton } from "@repo/ui/skeleton";
import { useViewer } from "../wallet/use-viewer";
import { RowChevron } from "@repo/ui/row-chevron";

export function InvestHoldingsPart({ locale }: { locale: Locale }) {
  return useViewer() === "player" ? <HoldingsLink locale={locale} /> : null;
}

function HoldingsLink({ locale }: { locale: Locale }) {
  const holdings = useApiQuery(investEndpoints.investHoldings, {});
  const list = holdings.data?.list ?? [];
  const count = list.filter((holding) => holding.status !== "redeemed").length;
  const due = list.filter((holding) => holding.status === "due").length;
  return (
    <Link href={withLocale("/invest/holdings", locale)} className="flex items-center justify-between gap-12 rounded-16 bg-surface-raised px-16 py-14 shadow-card" data-testid="invest-holdings-link">
      <span className="flex flex-col gap-2">
        <span className="text-15 font-semibold text-text">
          <Trans>My holdings</Trans>
        </span>
        <span className="text-13 text-text-muted">
          {holdings.data ? (
            <Trans>
              Running or due: {count} · ready to redeem: {due}
            </Trans>
          ) : holdings.isError ? (
            <Trans>Could not load your holdings</Trans>
          ) : (
            <Skeleton width={120} height={12} />
          )}
        </span>
      </span>
      <RowChevron />
    </Link>
  );
}
