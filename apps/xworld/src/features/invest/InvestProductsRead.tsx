"use client";
// The invest products read by the browser, when the server could not (with a retry on failure). Loaded
// only then (InvestFromBrowser).
import { useLingui } from "@lingui/react/macro";
import { investEndpoints } from "@repo/api-client/endpoints/invest";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { InvestProductsView } from "./InvestProductsView";

export function InvestProductsRead({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const products = useApiQuery(investEndpoints.investProducts, {});
  if (products.isError && !products.data) {
    return <ErrorState title={t`The products could not load.`} onRetry={() => void products.refetch()} retrying={products.isFetching} />;
  }
  return <InvestProductsView locale={locale} products={products.data} />;
}
