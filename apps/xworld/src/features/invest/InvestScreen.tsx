"use client";
// /invest (re-reads user info on open; login-required): the products with their term and yearly
// yield, and the player's holdings in short (how many, how many are due) with a link to them.
import { Trans, useLingui } from "@lingui/react/macro";
import { investEndpoints, type InvestProduct } from "@repo/api-client/endpoints/invest";
import { fromServer, useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { Skeleton } from "@repo/ui/skeleton";
import Link from "@repo/app-shell/link";
import { formatExact } from "../wallet/format-coin";
import { useViewer } from "../wallet/use-viewer";
import type { InvestFirst } from "./load-invest";

/** `first`: what the server fetched for the page (nothing when it could not). */
export function InvestScreen({ locale, first }: { locale: Locale; first?: InvestFirst }) {
  const { t } = useLingui();
  const viewer = useViewer();
  const products = useApiQuery(investEndpoints.investProducts, {}, fromServer(first?.products));
  return (
    <PageFrame locale={locale} heading={<Trans>Invest</Trans>}>
      <p className="text-14 text-text-muted">
        <Trans>Put coins into a product for a fixed term. They earn the yearly yield by the second and come back with it when the term ends.</Trans>
      </p>
      {viewer === "player" ? <HoldingsLink locale={locale} /> : null}
      {products.isError && !products.data ? (
        <ErrorState title={t`The products could not load.`} onRetry={() => void products.refetch()} retrying={products.isFetching} />
      ) : (
        <Card flush title={t`Products`}>
          <List label={t`Products`} loading={products.isPending}>
            {products.data?.list.map((product) => <ProductRow key={product.product_id} locale={locale} product={product} />)}
          </List>
        </Card>
      )}
    </PageFrame>
  );
}

function ProductRow({ locale, product }: { locale: Locale; product: InvestProduct }) {
  const days = product.term_days;
  const apr = product.apr;
  const min = formatExact(product.min_amount, locale);
  const coin = product.coin_name;
  return (
    <li>
      <Link href={withLocale(`/invest/${product.product_id}`, locale)} className="flex items-center gap-12 px-16 py-12 active:bg-surface-sunken">
        <span className="flex min-w-0 flex-1 flex-col gap-2">
          <span className="text-15 font-semibold text-text">{product.name}</span>
          <span className="text-12 text-text-muted">
            <Trans>
              {days} days · from {min} {coin}
            </Trans>
          </span>
        </span>
        <span className="shrink-0 text-right">
          <span className="block text-18 font-bold tabular-nums text-primary">{apr} %</span>
          <span className="block text-11 text-text-muted">
            <Trans>a year</Trans>
          </span>
        </span>
      </Link>
    </li>
  );
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
      <span aria-hidden="true" className="text-18 text-text-muted">
        ›
      </span>
    </Link>
  );
}
